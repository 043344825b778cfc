// The served page's <html lang dir> for a path with a language prefix (issue 12): /ar/… arrives as
// <html lang="ar" dir="rtl">, so the page is right-to-left and announced in its language before any script
// runs. Unprefixed paths keep the file's English tag; the site then picks the cookie's or browser's language.
import { parseExplorerPath, textDirection } from '../../../core/wire'

const HTML_TAG = /<html\b[^>]*>/i
const LANG_OR_DIR = /\s(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi

/** `html` with its <html> tag's lang and dir set to `lang`'s, other attributes kept. */
export function withHtmlLanguage(html: string, lang: string): string {
  return html.replace(HTML_TAG, (tag) => {
    const others = tag.slice(5, -1).replace(LANG_OR_DIR, '')
    // lang passed parseExplorerPath's xx / xx-YY check: letters and a dash only, safe in an attribute
    return `<html lang="${lang}" dir="${textDirection(lang)}"${others}>`
  })
}

/** The language prefix of a request path ('de' for /de/testnet/tx/…), or null. */
export function pathLanguage(path: string): string | null {
  return parseExplorerPath(path).lang
}

/**
 * One copy of the page per prefixed language, made on first request. Region forms ('pt-BR') are made per
 * request instead: there are hundreds of them, and a client could otherwise fill the cache.
 */
export function pagesByLanguage(page: string): (path: string) => string {
  const made = new Map<string, string>()
  return (path) => {
    const lang = pathLanguage(path)
    if (lang === null) return page
    if (lang.includes('-')) return withHtmlLanguage(page, lang)
    const cached = made.get(lang) ?? withHtmlLanguage(page, lang)
    made.set(lang, cached)
    return cached
  }
}
