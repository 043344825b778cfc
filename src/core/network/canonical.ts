// Public hosts of the two builds, and canonical page URLs.
import type { Build } from './networks'

export const CANONICAL_HOSTS: Readonly<Record<Build, string>> = {
  mempool: 'https://mempool.space',
  liquid: 'https://liquid.network',
}

/** Canonical URL of a page (spec §2.4): the build's host + the current path (language prefix kept), no query or hash. */
export function canonicalUrl(pathname: string, build: Build = 'mempool'): string {
  const cut = pathname.search(/[?#]/)
  let path = cut === -1 ? pathname : pathname.slice(0, cut)
  if (!path.startsWith('/')) path = `/${path}`
  return CANONICAL_HOSTS[build] + path
}
