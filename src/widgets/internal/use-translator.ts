// A widget's translator for its language, fetching that language's messages first (each language is its own
// chunk: an English page never downloads any). Until they arrive on the first render the widget shows nothing
// rather than a flash of English; when the language changes later, the widget keeps its current language on
// screen (and its state mounted) until the new one is ready. If the download fails it shows English, which is
// better than an empty widget.
import { useEffect, useMemo, useState } from 'react'
import { $loadedCatalogs, catalogCode, createTranslator, loadCatalog } from '../../core'
import type { Translator } from '../../core'
import { useStore } from './use-store'

/** The translator for `lang`, the previous one while `lang`'s messages download, or undefined at first. */
export function useTranslator(lang: string): Translator | undefined {
  const code = catalogCode(lang)
  const ready = useStore($loadedCatalogs).has(code)
  const [failed, setFailed] = useState<string | null>(null)
  useEffect(() => {
    if (ready) return
    let current = true
    void loadCatalog(code).then((ok) => {
      if (current && !ok) setFailed(code)
    })
    return () => {
      current = false
    }
  }, [code, ready])
  // Made again when the catalog arrives: the translator made before it formats English.
  const state = ready ? 'ready' : failed === code ? 'english' : 'loading'
  const translator = useMemo(
    () => (state === 'loading' ? undefined : createTranslator(lang)),
    [lang, state],
  )
  // React's "value from the previous render" pattern: remember the last translator that was ready.
  const [shown, setShown] = useState(translator)
  if (translator && translator !== shown) setShown(translator)
  return translator ?? shown
}
