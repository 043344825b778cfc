// Building explorer links: language prefix, then network prefix, then the page path.
import { DEFAULT_LANGUAGE } from '../i18n/languages'
import { CANONICAL_HOSTS } from './canonical'
import { isLiquid, rootNetwork } from './networks'
import type { Build, Network } from './networks'

export interface LinkOptions {
  readonly network: Network
  readonly build?: Build
  /** Language prefix; none for English or when absent. */
  readonly lang?: string | null
}

/** The URL segment that selects `network` on its own build ('' for the build's root network). */
export function networkSegment(network: Network): string {
  if (network === 'mainnet' || network === 'liquid') return ''
  return network === 'liquidtestnet' ? 'testnet' : network
}

/**
 * Link to `path` (starting with '/') on `network`. A network of the other build (Liquid from the Bitcoin build and
 * vice versa) gets an absolute URL on that build's canonical host.
 */
export function explorerLink(path: string, options: LinkOptions): string {
  const build = options.build ?? 'mempool'
  const page = path.startsWith('/') ? path : `/${path}`
  const lang = options.lang && options.lang !== DEFAULT_LANGUAGE ? `/${options.lang}` : ''
  const segment = networkSegment(options.network)
  const relative = `${lang}${segment ? `/${segment}` : ''}${page}`
  const networkBuild: Build = isLiquid(options.network) ? 'liquid' : 'mempool'
  if (networkBuild !== build) return CANONICAL_HOSTS[networkBuild] + relative
  return relative
}

/** True when the link for `network` stays on `build` (no host change). */
export function isSameBuild(network: Network, build: Build): boolean {
  return isLiquid(network) === isLiquid(rootNetwork(build))
}

/** One URL path segment from a data value. No escape makes `.` or `..` data (a URL parser reads `%2E` as a dot),
 *  so those get their `%` escaped once more: inert text, still below the route's prefix. */
export function pathSegment(value: string | number): string {
  const encoded = encodeURIComponent(String(value))
  return encoded === '.' || encoded === '..' ? encoded.replaceAll('.', '%252E') : encoded
}

/**
 * A page path whose interpolated values are data, e.g. pagePath`/mining/pool/${slug}`: each value is encoded
 * as (part of) one segment, so a hostile id or slug cannot add segments, a query, a fragment or markup.
 */
export function pagePath(
  strings: TemplateStringsArray,
  ...values: readonly (string | number)[]
): `/${string}` {
  const path = strings.reduce((out, text, i) => {
    const value = values[i - 1]
    return out + (value === undefined ? '' : pathSegment(value)) + text
  })
  return (path.startsWith('/') ? path : `/${path}`) as `/${string}`
}
