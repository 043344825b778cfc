// The translator of the page's language for one [/lang] prefix: the prefix, else the reader's `lang` cookie or
// browser languages (page-language.ts). main.tsx loads that language's catalog before the first render; a
// layout for another language (an unprefixed path reached on a prefixed page) waits for its catalog here.
import { useEffect, useMemo, useState } from 'react'
import { $loadedCatalogs, catalogCode, createTranslator, loadCatalog } from '../../core'
import type { Translator } from '../../core'
import { pageLanguage } from './page-language'
import { useStore } from './use-store'

/** The reader's own language sources, as the browser gives them. */
export function readerSources(): { cookie: string; browserLanguages: readonly string[] } {
  return { cookie: document.cookie, browserLanguages: navigator.languages }
}

/** The page's translator, or undefined while its language's messages are still downloading. */
export function usePageTranslator(prefix: string | null): Translator | undefined {
  const locale = useMemo(() => pageLanguage(`/${prefix ?? ''}`, readerSources()).locale, [prefix])
  const ready = useStore($loadedCatalogs).has(catalogCode(locale))
  const [failed, setFailed] = useState<string | null>(null)
  useEffect(() => {
    if (ready) return
    let current = true
    void loadCatalog(locale).then((ok) => {
      if (current && !ok) setFailed(locale)
    })
    return () => {
      current = false
    }
  }, [locale, ready])
  // A failed download shows English rather than nothing.
  const usable = ready || failed === locale
  return useMemo(() => (usable ? createTranslator(locale) : undefined), [locale, usable])
}
