// Language and direction come from the DOM, as for any HTML element: the nearest `lang` / `dir` attribute
// on the widget or an ancestor (across shadow roots), then the document's. Changes are observed.
import { useSyncExternalStore } from 'react'

/** The element's parent, stepping out of a shadow root to its host. */
function parentAcrossShadow(node: Element): Element | null {
  if (node.parentElement) return node.parentElement
  const root = node.getRootNode()
  return root instanceof ShadowRoot ? root.host : null
}

function closestAttribute(host: Element | null, name: 'lang' | 'dir'): string | undefined {
  for (let node = host; node; node = parentAcrossShadow(node)) {
    const value = node.getAttribute(name)
    if (value) return value
  }
  return undefined
}

export function readLang(host: Element | null): string {
  return closestAttribute(host, 'lang') ?? (globalThis.document?.documentElement.lang || 'en')
}

/** An explicit `dir` (ltr / rtl) set on the widget or above it, if any. */
export function readDir(host: Element | null): 'ltr' | 'rtl' | undefined {
  const dir = closestAttribute(host, 'dir')?.toLowerCase()
  return dir === 'rtl' || dir === 'ltr' ? dir : undefined
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
  return { lang, dir: dir === 'rtl' || dir === 'ltr' ? dir : undefined }
}
