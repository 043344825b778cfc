// The site's build and feature toggles as `npm start` options (spec §1 "Build variants", "Feature toggles"):
// value options (--build, --site-name, --product) and on/off switches (--audit / --no-audit, AUDIT=true).
// Defaults come from core's defaultSiteConfig for the chosen build, so the mining dashboard follows the build.
import {
  SITE_TOGGLES,
  defaultSiteConfig,
  type SiteBuild,
  type SiteConfig,
  type SiteToggle,
} from '../../core/wire'

export class SiteOptionError extends Error {}

export interface OptionSpec {
  flag: string
  env: string
  help: string
}

export const SITE_VALUE_SPECS = {
  build: { flag: '--build', env: 'BUILD', help: 'main, liquid or markets (default main)' },
  siteName: { flag: '--site-name', env: 'SITE_NAME', help: 'base page title (default mempool)' },
  product: { flag: '--product', env: 'PRODUCT', help: 'markets product name (default bisq)' },
} satisfies Record<string, OptionSpec>

/** Switches: `--x` is on, `--no-x` off, `--x=false` and `X=false` (true/false/1/0/yes/no/on/off) also work. */
export const SITE_SWITCH_SPECS = {
  hosted: { flag: '--hosted', env: 'HOSTED', help: 'the official hosted build (default off)' },
  historicalPrice: {
    flag: '--historical-price',
    env: 'HISTORICAL_PRICE',
    help: 'fiat value at the time of a transaction (default on)',
  },
  miningDashboard: {
    flag: '--mining-dashboard',
    env: 'MINING_DASHBOARD',
    help: 'the mining dashboard (default on for the main build only)',
  },
  lightning: { flag: '--lightning', env: 'LIGHTNING', help: 'lightning pages (default off)' },
  audit: { flag: '--audit', env: 'AUDIT', help: 'block audits (default off)' },
  accelerator: {
    flag: '--accelerator',
    env: 'ACCELERATOR',
    help: 'the transaction accelerator (default off)',
  },
  additionalCurrencies: {
    flag: '--additional-currencies',
    env: 'ADDITIONAL_CURRENCIES',
    help: 'all 33 fiat currencies instead of 7 (default off)',
  },
} satisfies Record<SiteToggle | 'hosted', OptionSpec>

const BUILDS: Record<string, SiteBuild> = {
  main: 'mempool',
  mempool: 'mempool',
  liquid: 'liquid',
  markets: 'markets',
}

const TRUE = new Set(['true', '1', 'yes', 'on'])
const FALSE = new Set(['false', '0', 'no', 'off'])

/** `--no-audit` → `--audit` with value 'false'; any other argument → undefined. */
export function negatedSwitch(arg: string): string | undefined {
  if (!arg.startsWith('--no-')) return undefined
  const flag = `--${arg.slice(5)}`
  return Object.values(SITE_SWITCH_SPECS).some((s) => s.flag === flag) ? flag : undefined
}

export function isSwitchFlag(flag: string): boolean {
  return Object.values(SITE_SWITCH_SPECS).some((s) => s.flag === flag)
}

function parseSwitch(raw: string, spec: OptionSpec): boolean {
  const value = raw.trim().toLowerCase()
  if (TRUE.has(value)) return true
  if (FALSE.has(value)) return false
  throw new SiteOptionError(
    `${spec.flag} (${spec.env}) must be true or false, got ${JSON.stringify(raw)}`,
  )
}

function parseBuild(raw: string): SiteBuild {
  const build = BUILDS[raw.trim().toLowerCase()]
  if (build === undefined)
    throw new SiteOptionError(
      `--build must be one of main, liquid, markets, got ${JSON.stringify(raw)}`,
    )
  return build
}

function parseText(raw: string, spec: OptionSpec): string {
  const text = raw.trim()
  // the name lands in every page title; keep it to one short printable line
  if (text === '' || text.length > 40 || /[\p{Cc}]/u.test(text))
    throw new SiteOptionError(
      `${spec.flag} must be 1 to 40 printable characters, got ${JSON.stringify(raw)}`,
    )
  return text
}

/** The site config from raw option values (flag already preferred over env by `read`). */
export function parseSiteOptions(read: (spec: OptionSpec) => string | undefined): SiteConfig {
  const buildRaw = read(SITE_VALUE_SPECS.build)
  const base = defaultSiteConfig(buildRaw === undefined ? 'mempool' : parseBuild(buildRaw))
  const text = (key: 'siteName' | 'product'): string => {
    const raw = read(SITE_VALUE_SPECS[key])
    return raw === undefined ? base[key] : parseText(raw, SITE_VALUE_SPECS[key])
  }
  const flag = (key: SiteToggle | 'hosted', fallback: boolean): boolean => {
    const raw = read(SITE_SWITCH_SPECS[key])
    return raw === undefined ? fallback : parseSwitch(raw, SITE_SWITCH_SPECS[key])
  }
  const toggles = Object.fromEntries(
    SITE_TOGGLES.map((key) => [key, flag(key, base.toggles[key])]),
  ) as unknown as SiteConfig['toggles']
  return {
    build: base.build,
    hosted: flag('hosted', base.hosted),
    siteName: text('siteName'),
    product: text('product'),
    toggles,
    networks: base.networks,
  }
}

/** The start line naming the build and the toggles that are on. */
export function siteConfigLine(config: SiteConfig): string {
  const on = SITE_TOGGLES.filter((key) => config.toggles[key])
  const build = config.build === 'mempool' ? 'main' : config.build
  return `site: ${build} build${config.hosted ? ' (hosted)' : ''}, "${config.siteName}", toggles on: ${on.join(', ') || 'none'}`
}
