// Public hosts of the two builds, and canonical page URLs.
import { isSupportedLanguage } from '../i18n/languages'
import type { Build } from './networks'

export const CANONICAL_HOSTS: Readonly<Record<Build, string>> = {
  mempool: 'https://mempool.space',
  liquid: 'https://liquid.network',
}

/** Canonical URL of a page: the build's host + the path without its language prefix, query or hash. */
export function canonicalUrl(pathname: string, build: Build = 'mempool'): string {
  const cut = pathname.search(/[?#]/)
  let path = cut === -1 ? pathname : pathname.slice(0, cut)
  const lang = /^\/([a-z]{2}(?:-[A-Z]{2})?)(?=\/|$)/.exec(path)
  if (lang?.[1] && isSupportedLanguage(lang[1])) path = path.slice(lang[0].length)
  if (!path.startsWith('/')) path = `/${path}`
  return CANONICAL_HOSTS[build] + path
}
