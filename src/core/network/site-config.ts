// What one explorer deployment is (spec §1 "Build variants", "Feature toggles"): the build, hosted or not, and the
// feature toggles. `npm start` reads it from its flags and environment and hands it to every page in a
// <meta name="mempool-site-config"> tag; the site reads it once at start. Declared here, once, for both.
import type { Build } from './networks'
import { SITE_NETWORKS } from './site-pages'
import type { SiteNetwork } from './site-pages'

/** main (Bitcoin, mempool.space), Liquid (liquid.network) or the markets variant ({product}, a module switch). */
export type SiteBuild = 'mempool' | 'liquid' | 'markets'
export const SITE_BUILDS: readonly SiteBuild[] = ['mempool', 'liquid', 'markets']

export interface SiteToggles {
  /** Historical prices (fiat at the time of a transaction); on by default. */
  readonly historicalPrice: boolean
  /** The mining dashboard; on by default for the main build only. */
  readonly miningDashboard: boolean
  readonly lightning: boolean
  /** Block audits (expected vs mined) on block pages and in graphs. */
  readonly audit: boolean
  readonly accelerator: boolean
  /** All 33 fiat currencies instead of the 7 base ones. */
  readonly additionalCurrencies: boolean
}

export type SiteToggle = keyof SiteToggles
export const SITE_TOGGLES: readonly SiteToggle[] = [
  'historicalPrice',
  'miningDashboard',
  'lightning',
  'audit',
  'accelerator',
  'additionalCurrencies',
]

export interface SiteConfig {
  readonly build: SiteBuild
  /** The official hosted build; other builds offer only an external link to accelerate (spec §1, §5). */
  readonly hosted: boolean
  /** Base title, e.g. "mempool" in "Block 1 - mempool - Bitcoin Explorer". */
  readonly siteName: string
  /** Name of the markets product ("{product} Markets"). */
  readonly product: string
  readonly toggles: SiteToggles
  /** The networks this deployment serves, in SITE_NETWORKS order (never empty): the network switch and the
   *  status page list these. Every network's paths still route, so a deep link shows the API notice, not a blank. */
  readonly networks: readonly SiteNetwork[]
}

export const SITE_CONFIG_META = 'mempool-site-config'

/** The toggles' defaults for a build (spec §1). */
export function defaultToggles(build: SiteBuild): SiteToggles {
  return {
    historicalPrice: true,
    miningDashboard: build === 'mempool',
    lightning: false,
    audit: false,
    accelerator: false,
    additionalCurrencies: false,
  }
}

export function defaultSiteConfig(build: SiteBuild = 'mempool'): SiteConfig {
  return {
    build,
    hosted: false,
    siteName: 'mempool',
    product: 'bisq',
    toggles: defaultToggles(build),
    networks: SITE_NETWORKS,
  }
}

/** The network-parsing build of a site build: markets parses like the main build. */
export function pathBuild(build: SiteBuild): Build {
  return build === 'liquid' ? 'liquid' : 'mempool'
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A config from untrusted JSON: unknown keys ignored, each bad or missing value replaced by its default. */
export function parseSiteConfig(value: unknown): SiteConfig {
  const raw = isRecord(value) ? value : {}
  const build = SITE_BUILDS.find((b) => b === raw['build']) ?? 'mempool'
  const base = defaultSiteConfig(build)
  const rawToggles = isRecord(raw['toggles']) ? raw['toggles'] : {}
  const toggles = Object.fromEntries(
    SITE_TOGGLES.map((key) => {
      const given = rawToggles[key]
      return [key, typeof given === 'boolean' ? given : base.toggles[key]]
    }),
  ) as unknown as SiteToggles
  const text = (key: 'siteName' | 'product'): string => {
    const given = raw[key]
    return typeof given === 'string' && given.trim() !== '' ? given.trim().slice(0, 40) : base[key]
  }
  const rawNetworks = Array.isArray(raw['networks']) ? (raw['networks'] as unknown[]) : []
  const networks = SITE_NETWORKS.filter((network) => rawNetworks.includes(network))
  return {
    build,
    networks: networks.length > 0 ? networks : base.networks,
    hosted: typeof raw['hosted'] === 'boolean' ? raw['hosted'] : base.hosted,
    siteName: text('siteName'),
    product: text('product'),
    toggles,
  }
}
