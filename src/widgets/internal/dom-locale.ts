// Language and direction come from the DOM, as for any HTML element: the nearest `lang` attribute on the
// widget or an ancestor (across shadow roots), then the document's. Changes are observed.
// The direction follows that language (ar, fa, he are right-to-left) unless a `dir` is set on the element
// that carries the `lang` or closer to the widget: `<div lang="ar">` inside `<html lang="en" dir="ltr">` is
// an Arabic block, so it reads right to left, while `<mempool-footer lang="ar" dir="ltr">` stays left to right.
import { useSyncExternalStore } from 'react'

/** The element's parent, stepping out of a shadow root to its host. */
function parentAcrossShadow(node: Element): Element | null {
  if (node.parentElement) return node.parentElement
  const root = node.getRootNode()
  return root instanceof ShadowRoot ? root.host : null
}

const asDir = (value: string | null | undefined): 'ltr' | 'rtl' | undefined => {
  const dir = value?.toLowerCase()
  return dir === 'rtl' || dir === 'ltr' ? dir : undefined
}

/** The nearest `lang`, and a `dir` found on the way to it (or anywhere above when no `lang` is set). */
function closestLocale(host: Element | null): { lang?: string; dir?: 'ltr' | 'rtl' } {
  let dir: 'ltr' | 'rtl' | undefined
  for (let node = host; node; node = parentAcrossShadow(node)) {
    dir ??= asDir(node.getAttribute('dir'))
    const lang = node.getAttribute('lang')
    if (lang) return dir ? { lang, dir } : { lang }
  }
  return dir ? { dir } : {}
}

export function readLang(host: Element | null): string {
  return closestLocale(host).lang ?? (globalThis.document?.documentElement.lang || 'en')
}

/** An explicit `dir` (ltr / rtl) that applies to the widget's language, if any. */
export function readDir(host: Element | null): 'ltr' | 'rtl' | undefined {
  return closestLocale(host).dir
}

function subscribe(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined' || !globalThis.document) return () => {}
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang', 'dir'],
    subtree: true,
  })
  return () => observer.disconnect()
}

/** `lang` and explicit `dir` for `host`, re-read when any lang/dir attribute in the document changes. */
export function useDomLocale(host: Element | null): {
  lang: string
  dir: 'ltr' | 'rtl' | undefined
} {
  const key = useSyncExternalStore(
    subscribe,
    () => `${readLang(host)}|${readDir(host) ?? ''}`,
    () => 'en|',
  )
  const [lang = 'en', dir] = key.split('|')
  return { lang, dir: asDir(dir) }
}
