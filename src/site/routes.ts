// The site's typed routes: a network (mainnet has no prefix) and an optional language prefix,
// e.g. `/`, `/signet`, `/de/testnet`. hrefFor() is the only place that builds a path.
import { apiPathPrefix, isSupportedLanguage, SITE_NETWORKS } from '../core'
import type { SiteNetwork } from '../core'

// The networks (and the page paths the server answers with this app) are declared in core/network/site-pages.ts.
export { SITE_NETWORKS }
export type { SiteNetwork }

export interface SiteRoute {
  network: SiteNetwork
  /** A supported language code, or undefined for the default (English, no prefix). */
  lang: string | undefined
}

export function hrefFor(route: SiteRoute): string {
  const lang = route.lang ? `/${route.lang}` : ''
  const network = apiPathPrefix(route.network)
  return `${lang}${network}` || '/'
}

/** Route from the URL params; undefined when the language prefix is not a supported language. */
export function routeFromParams(
  network: SiteNetwork,
  lang: string | undefined,
): SiteRoute | undefined {
  if (lang !== undefined && !isSupportedLanguage(lang)) return undefined
  return { network, lang }
}

/** Path patterns for react-router: each network with and without a language prefix. */
export function routePatterns(): { path: string; network: SiteNetwork }[] {
  return SITE_NETWORKS.flatMap((network) => {
    const tail = apiPathPrefix(network)
    return [
      { path: tail || '/', network },
      { path: `/:lang${tail}`, network },
    ]
  })
}
