// The site's paths as data, pure (spec §2.1–2.2): which network segments a build serves, the prefixes every
// page sits under ([/lang][/preview][/network]), core's SITE_PAGES patterns in react-router's syntax, and where
// an unknown path falls back to. router.tsx turns these into route objects.
import { parseExplorerPath, pathBuild, SITE_NETWORKS } from '../../core'
import type { Network, SiteBuild, SiteNetwork } from '../../core'

/** One network the build serves and the URL segment that selects it ('' for the build's root network). */
export interface NetworkPrefix {
  readonly segment: string
  readonly network: SiteNetwork
}

const isSiteNetwork = (network: Network): network is SiteNetwork =>
  (SITE_NETWORKS as readonly Network[]).includes(network)

/**
 * The served networks with their segments, as core's path parser reads them on this build: on the Liquid build
 * `testnet` means liquidtestnet, which this site does not serve, so only networks the server simulates remain.
 */
export function networkPrefixes(build: SiteBuild): readonly NetworkPrefix[] {
  const parse = pathBuild(build)
  return ['', 'testnet', 'signet'].flatMap((segment) => {
    const { network, path } = parseExplorerPath(`/${segment}`, parse)
    const consumed = segment === '' || path === '/'
    return consumed && isSiteNetwork(network) ? [{ segment, network }] : []
  })
}

/** A core SITE_PAGES pattern (`:name` one segment, `**` the rest) as a react-router path (`*` the rest). */
export function routerPattern(pattern: string): string {
  return pattern.replace(/(^|\/)\*\*$/, '$1*')
}

/**
 * The router path of a prefix: language, `preview`, network in that order, '/' when none. The language is a
 * fixed segment, never a `:lang` parameter, which would outrank pages (`/docs/status` read as language "docs").
 */
export function prefixPattern(lang: string | null, preview: boolean, segment: string): string {
  const parts = [lang ?? '', preview ? 'preview' : '', segment].filter(Boolean)
  return `/${parts.join('/')}`
}

/** The language prefix of a URL path ('de' in '/de/testnet/tx/…'), or null. */
export function pathLang(pathname: string): string | null {
  return parseExplorerPath(pathname).lang
}

export interface RootTarget {
  readonly build: SiteBuild
  /** The URL's network segment ('' for the build's root network). */
  readonly segment: string
  readonly lang: string | null
}

/**
 * Where an unknown path goes (spec §2.2): the network root, `/testnet`, `/signet` or `/`, keeping the language
 * prefix. The spec sends the Liquid build's testnet fallback to /signet.
 */
export function networkRootPath({ build, segment, lang }: RootTarget): string {
  const network = build === 'liquid' && segment === 'testnet' ? 'signet' : segment
  const path = [lang ?? '', network].filter(Boolean).join('/')
  return `/${path}`
}

/** `mining/blocks` is the blocks list on every network but signet, where it redirects to `blocks` (spec §2.2). */
export function redirectsMiningBlocks(network: SiteNetwork): boolean {
  return network === 'signet'
}
