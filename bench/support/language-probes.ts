// In-page instruments for bench/85-i18n.ts, passed to Playwright as functions (they run in the browser): when a
// site page shows its language, and how long a widget takes to show a new `lang`. Both watch the DOM with a
// MutationObserver, so the time is that of the DOM change that completes the texts, not of a polling tick.

/** For each language code of a URL prefix, texts the page shows only in that language. */
export type PageTexts = Record<string, string[]>

declare global {
  interface Window {
    /** Date.now() when the page first showed its prefix's language (set by watchPageLanguage). */
    __i18nShownAt?: number
  }
}

/**
 * Page init script: when `<html lang>` is the URL prefix's language and the light DOM holds every text of
 * `texts[code]`, stamps Date.now() on window.__i18nShownAt (an epoch time, comparable with the bench's clock
 * across a navigation). Gives up after 20 s, so a page that never translates stops costing time.
 */
export function watchPageLanguage(texts: PageTexts): void {
  const code = location.pathname.split('/')[1] ?? ''
  const wanted = texts[code]
  if (!wanted || wanted.length === 0) return
  const shown = () =>
    document.documentElement.lang === code &&
    wanted.every((text) => document.body?.textContent?.includes(text))
  const observer = new MutationObserver(() => {
    if (!shown()) return
    window.__i18nShownAt = Date.now()
    observer.disconnect()
  })
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  })
  setTimeout(() => observer.disconnect(), 20_000)
}

export interface WidgetSwitch {
  /** The widget's element, e.g. 'mempool-footer'. */
  selector: string
  code: string
  /** Texts its shadow root shows only in `code`. */
  texts: string[]
  timeoutMs: number
}

/**
 * Sets the widget's `lang` to `code` and resolves with the ms until its `[part=base]` carries that language and
 * every one of `texts` (when it already does: 0). Rejects after `timeoutMs`.
 */
export function switchWidgetLanguage({
  selector,
  code,
  texts,
  timeoutMs,
}: WidgetSwitch): Promise<number> {
  const host = document.querySelector(selector)
  if (!host) return Promise.reject(new Error(`no ${selector} on the page`))
  const shown = () => {
    const base = host.shadowRoot?.querySelector('[part="base"]')
    return (
      base?.getAttribute('lang') === code &&
      !base.hasAttribute('aria-busy') &&
      texts.every((text) => base.textContent?.includes(text))
    )
  }
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const observer = new MutationObserver(() => {
      if (!shown()) return
      finish()
      resolve(performance.now() - start)
    })
    const timer = setTimeout(() => {
      finish()
      reject(new Error(`${selector} never showed ${code}`))
    }, timeoutMs)
    const finish = () => {
      observer.disconnect()
      clearTimeout(timer)
    }
    // The shadow root appears with the element's upgrade: watch the document until then.
    observer.observe(host.shadowRoot ?? document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
    host.setAttribute('lang', code)
    if (shown()) {
      finish()
      resolve(0)
    }
  })
}
