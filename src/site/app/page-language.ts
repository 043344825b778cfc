// The site's page language (issue 12, spec §2.5 "Language selection"), pure: the URL's prefix wins, then the
// `lang` cookie, then the browser's languages, then English (core's chooseLanguage), and the same page's path
// under another language's prefix for the language menu.
import { chooseLanguage, DEFAULT_LANGUAGE } from '../../core'
import type { LanguageSources } from '../../core'
import { pathLang } from './site-routes'

export interface PageLanguage {
  /** The locale the page formats and translates in ('pt-BR' for a /pt-BR prefix, else a LANGUAGES code). */
  readonly locale: string
  /** The URL's language prefix, kept in every link; null when the language came from the cookie or browser. */
  readonly prefix: string | null
}

/** The language of a page at `pathname` for this reader. */
export function pageLanguage(
  pathname: string,
  sources: Omit<LanguageSources, 'prefix'>,
): PageLanguage {
  const prefix = pathLang(pathname)
  return { locale: prefix ?? chooseLanguage({ ...sources, prefix }), prefix }
}

/**
 * The same page under `code`'s prefix ('en' has none), query and hash kept:
 * ('/de/testnet/blocks?page=2', 'fr') → '/fr/testnet/blocks?page=2'; ('/de', 'en') → '/'.
 */
export function pathInLanguage(url: string, code: string): string {
  const cut = url.search(/[?#]/)
  const pathname = cut === -1 ? url : url.slice(0, cut)
  const suffix = cut === -1 ? '' : url.slice(cut)
  const current = pathLang(pathname)
  const rest = current === null ? pathname : pathname.slice(current.length + 1)
  const page = rest === '' || rest === '/' ? '' : rest
  const path = code === DEFAULT_LANGUAGE ? page || '/' : `/${code}${page}`
  return path + suffix
}
