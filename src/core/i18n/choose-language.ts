// Which language a page shows (issue 12, spec §2.5 "Language selection"): the URL's prefix wins, then the
// `lang` cookie the reader set by picking one, then the browser's languages in their order, then English.
import { catalogCode } from './catalog-loader'
import { DEFAULT_LANGUAGE, isSupportedLanguage } from './languages'

export interface LanguageSources {
  /** The URL's language prefix ('de' in /de/tx/…), or null. */
  readonly prefix: string | null
  /** The document's cookie string (`document.cookie`). */
  readonly cookie: string
  /** `navigator.languages`, most wanted first. */
  readonly browserLanguages: readonly string[]
}

/** The cookie that remembers a picked language; the spec has it expire in 2050. */
export const LANGUAGE_COOKIE = 'lang'
const COOKIE_EXPIRES = new Date(Date.UTC(2050, 0, 1)).toUTCString()

/** The value of the `lang` cookie in a cookie string, or undefined. */
export function languageCookieValue(cookie: string): string | undefined {
  for (const pair of cookie.split(';')) {
    const [name, ...rest] = pair.split('=')
    if (name?.trim() === LANGUAGE_COOKIE) return decodeURIComponent(rest.join('=').trim())
  }
  return undefined
}

/** `document.cookie = languageCookie('de')` remembers German for the whole site. */
export function languageCookie(code: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; expires=${COOKIE_EXPIRES}; path=/; SameSite=Lax`
}

const shipped = (code: string | null | undefined): string | undefined =>
  code && isSupportedLanguage(code) ? catalogCode(code) : undefined

/** The page's language code, one of LANGUAGES. */
export function chooseLanguage({ prefix, cookie, browserLanguages }: LanguageSources): string {
  return (
    shipped(prefix) ??
    shipped(languageCookieValue(cookie)) ??
    browserLanguages.map(shipped).find(Boolean) ??
    DEFAULT_LANGUAGE
  )
}
