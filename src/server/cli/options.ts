// Command-line and environment options of `npm start`. Flags win over environment variables, which win
// over defaults. Every value is checked here so the server never starts half-configured.
import { DEFAULT_FRAME_ANCESTORS, parseFrameAncestors } from '../http/frame-ancestors'
import {
  DEFAULT_HTTP_PER_IP_PER_MINUTE,
  DEFAULT_SERVER_LIMITS,
  DEFAULT_WS_PER_IP,
} from '../http/rate-limit/server-limits'
import { SITE_NETWORKS } from '../../core/wire'
import type { SiteConfig } from '../../core/wire'
import {
  SITE_SWITCH_SPECS,
  SITE_VALUE_SPECS,
  SiteOptionError,
  isSwitchFlag,
  negatedSwitch,
  parseSiteOptions,
  type OptionSpec,
} from './site-options'

export const NETWORK_NAMES = ['mainnet', 'testnet', 'signet'] as const
export type NetworkName = (typeof NETWORK_NAMES)[number]

export interface ServerOptions {
  port: number
  host: string
  dataDir: string
  /** Seed of the simulation's random generator; undefined = time-based (non-deterministic). */
  seed: number | undefined
  /** Mean seconds between blocks (exponentially distributed). */
  blockIntervalS: number
  /** Mean transactions per second entering each mempool. */
  txRatePerS: number
  networks: NetworkName[]
  /** CSP frame-ancestors sources of ordinary site pages (login/account never framed, views always). */
  frameAncestors: string
  /** Open websockets per client address; 0 = unlimited. */
  wsPerIp: number
  /** HTTP requests per client address per minute (bursts of a sixth of it); 0 = unlimited. */
  httpRatePerIp: number
  /** Seconds a client may take to send a whole request (headers: at most 10 of them). */
  requestTimeoutS: number
  /** The site's build and feature toggles, handed to every page in a meta tag (spec §1). */
  site: SiteConfig
}

export class OptionsError extends Error {}

type Spec = OptionSpec

const SPECS = {
  port: { flag: '--port', env: 'PORT', help: 'TCP port (default 8999)' },
  host: { flag: '--host', env: 'HOST', help: 'interface to listen on (default 127.0.0.1)' },
  dataDir: {
    flag: '--data-dir',
    env: 'DATA_DIR',
    help: 'folder for the simulated chains (default ./data)',
  },
  seed: { flag: '--seed', env: 'SEED', help: 'integer seed for a deterministic run' },
  blockIntervalS: {
    flag: '--block-interval',
    env: 'BLOCK_INTERVAL',
    help: 'mean seconds between blocks (default 600)',
  },
  txRatePerS: {
    flag: '--tx-rate',
    env: 'TX_RATE',
    help: 'mainnet transactions per second; testnet × 0.6, signet × 0.5 (default 7)',
  },
  networks: {
    flag: '--networks',
    env: 'NETWORKS',
    help: 'comma list of mainnet,testnet,signet (default all)',
  },
  frameAncestors: {
    flag: '--frame-ancestors',
    env: 'FRAME_ANCESTORS',
    help: "who may frame ordinary pages, CSP sources (default 'self')",
  },
  wsPerIp: {
    flag: '--ws-per-ip',
    env: 'WS_PER_IP',
    help: `open websockets per client address, 0 = unlimited (default ${DEFAULT_WS_PER_IP})`,
  },
  httpRatePerIp: {
    flag: '--http-rate-per-ip',
    env: 'HTTP_RATE_PER_IP',
    help: `HTTP requests per client address per minute, 0 = unlimited (default ${DEFAULT_HTTP_PER_IP_PER_MINUTE})`,
  },
  requestTimeoutS: {
    flag: '--request-timeout',
    env: 'REQUEST_TIMEOUT',
    help: `seconds a client may take to send a request (default ${DEFAULT_SERVER_LIMITS.requestTimeoutMs / 1000})`,
  },
} satisfies Record<Exclude<keyof ServerOptions, 'site'>, Spec>

const usageLine = (s: Spec, flag = s.flag): string =>
  `  ${flag.padEnd(29)} ${s.help}  [env ${s.env}]`

export const USAGE = [
  'Usage: npm start -- [options]',
  ...Object.values(SPECS).map((s) => usageLine(s)),
  ...Object.values(SITE_VALUE_SPECS).map((s) => usageLine(s)),
  ...Object.values(SITE_SWITCH_SPECS).map((s) => usageLine(s, `--[no-]${s.flag.slice(2)}`)),
  '  --help                        show this help',
].join('\n')

const VALUE_FLAGS = new Set<string>(
  [...Object.values(SPECS), ...Object.values(SITE_VALUE_SPECS)].map((s) => s.flag),
)

/** Splits `--flag value`, `--flag=value`, `--switch` and `--no-switch` forms into a map of raw strings. */
function readFlags(argv: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const eq = arg.indexOf('=')
    const flag = eq > 0 ? arg.slice(0, eq) : arg
    const negated = negatedSwitch(arg)
    if (negated !== undefined) {
      out.set(negated, 'false')
      continue
    }
    if (isSwitchFlag(flag)) {
      out.set(flag, eq > 0 ? arg.slice(eq + 1) : 'true')
      continue
    }
    if (!VALUE_FLAGS.has(flag))
      throw new OptionsError(`unknown option ${JSON.stringify(arg)}\n${USAGE}`)
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i]
    // `--host --port 9000` forgot the host: do not take the next flag as its value
    if (value === undefined || value === '' || (eq < 0 && value.startsWith('--')))
      throw new OptionsError(`option ${flag} needs a value`)
    out.set(flag, value)
  }
  return out
}

function parseNumber(
  raw: string,
  what: string,
  { integer, min, max }: { integer: boolean; min: number; max: number },
): number {
  const value = Number(raw)
  if (
    raw.trim() === '' ||
    !Number.isFinite(value) ||
    (integer && !Number.isInteger(value)) ||
    value < min ||
    value > max
  ) {
    const kind = integer ? 'an integer' : 'a number'
    throw new OptionsError(
      `${what} must be ${kind} from ${min} to ${max}, got ${JSON.stringify(raw)}`,
    )
  }
  return value
}

function parseNetworks(raw: string): NetworkName[] {
  const names = raw
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter((n) => n !== '')
  if (names.length === 0)
    throw new OptionsError('--networks needs at least one of mainnet,testnet,signet')
  const out: NetworkName[] = []
  for (const name of names) {
    const known = NETWORK_NAMES.find((n) => n === name)
    if (!known)
      throw new OptionsError(
        `unknown network ${JSON.stringify(name)} (choose from ${NETWORK_NAMES.join(', ')})`,
      )
    if (!out.includes(known)) out.push(known)
  }
  return out
}

/** An empty value (e.g. `HOST=` in the environment) is a mistake, not "use the default". */
function nonEmpty(raw: string | undefined, what: string): string | undefined {
  if (raw !== undefined && raw.trim() === '') throw new OptionsError(`${what} must not be empty`)
  return raw
}

function frameAncestorsOption(raw: string | undefined): string {
  try {
    return parseFrameAncestors(raw ?? DEFAULT_FRAME_ANCESTORS)
  } catch (err) {
    throw new OptionsError((err as Error).message)
  }
}

/** True when the arguments ask for the usage text. */
export function wantsHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h')
}

export function parseOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ServerOptions {
  const flags = readFlags(argv)
  const read = (spec: Spec): string | undefined => flags.get(spec.flag) ?? env[spec.env]
  const raw = (key: keyof typeof SPECS): string | undefined => read(SPECS[key])
  const seedRaw = raw('seed')
  const networks = parseNetworks(raw('networks') ?? NETWORK_NAMES.join(','))
  return {
    port: parseNumber(raw('port') ?? '8999', '--port', { integer: true, min: 0, max: 65535 }),
    host: nonEmpty(raw('host'), 'HOST') ?? '127.0.0.1',
    dataDir: nonEmpty(raw('dataDir'), 'DATA_DIR') ?? './data',
    seed:
      seedRaw === undefined
        ? undefined
        : parseNumber(seedRaw, '--seed', { integer: true, min: 0, max: 2 ** 32 - 1 }),
    blockIntervalS: parseNumber(raw('blockIntervalS') ?? '600', '--block-interval', {
      integer: false,
      min: 0.1,
      max: 86_400,
    }),
    txRatePerS: parseNumber(raw('txRatePerS') ?? '7', '--tx-rate', {
      integer: false,
      min: 0,
      max: 10_000,
    }),
    networks,
    frameAncestors: frameAncestorsOption(raw('frameAncestors')),
    wsPerIp: parseNumber(raw('wsPerIp') ?? String(DEFAULT_WS_PER_IP), '--ws-per-ip', {
      integer: true,
      min: 0,
      max: 1_000_000,
    }),
    httpRatePerIp: parseNumber(
      raw('httpRatePerIp') ?? String(DEFAULT_HTTP_PER_IP_PER_MINUTE),
      '--http-rate-per-ip',
      { integer: true, min: 0, max: 100_000_000 },
    ),
    requestTimeoutS: parseNumber(
      raw('requestTimeoutS') ?? String(DEFAULT_SERVER_LIMITS.requestTimeoutMs / 1000),
      '--request-timeout',
      { integer: false, min: 1, max: 3_600 },
    ),
    site: withNetworks(siteOption(read), networks),
  }
}

/** The site config with the networks this server simulates (the pages link no other). */
function withNetworks(site: SiteConfig, networks: readonly NetworkName[]): SiteConfig {
  return { ...site, networks: SITE_NETWORKS.filter((network) => networks.includes(network)) }
}

function siteOption(read: (spec: Spec) => string | undefined): SiteConfig {
  try {
    return parseSiteOptions(read)
  } catch (err) {
    if (err instanceof SiteOptionError) throw new OptionsError(err.message)
    throw err
  }
}
