// The networks an explorer build can show, their amount units and API path prefixes.

export type BitcoinNetwork = 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest'
export type LiquidNetwork = 'liquid' | 'liquidtestnet'
export type Network = BitcoinNetwork | LiquidNetwork

/** Which site the code runs as: the Bitcoin explorer (mempool.space) or the Liquid one (liquid.network). */
export type Build = 'mempool' | 'liquid'

export const NETWORKS: readonly Network[] = [
  'mainnet',
  'testnet',
  'testnet4',
  'signet',
  'regtest',
  'liquid',
  'liquidtestnet',
]

export function isNetwork(value: string): value is Network {
  return (NETWORKS as readonly string[]).includes(value)
}

export function isLiquid(network: Network): network is LiquidNetwork {
  return network === 'liquid' || network === 'liquidtestnet'
}

/** The network a build shows when the URL names none. */
export function rootNetwork(build: Build): Network {
  return build === 'liquid' ? 'liquid' : 'mainnet'
}

/** Networks reachable on each build. */
export function buildNetworks(build: Build): readonly Network[] {
  return build === 'liquid'
    ? ['liquid', 'liquidtestnet']
    : ['mainnet', 'testnet', 'testnet4', 'signet', 'regtest']
}

const UNITS: Readonly<Record<Network, string>> = {
  mainnet: 'BTC',
  testnet: 'tBTC',
  testnet4: 'tBTC',
  signet: 'sBTC',
  regtest: 'BTC',
  liquid: 'L-BTC',
  liquidtestnet: 'tL-BTC',
}

/** Unit shown after amounts: BTC, tBTC (testnets), sBTC (signet), L-BTC / tL-BTC (Liquid). */
export function networkUnit(network: Network): string {
  return UNITS[network]
}

/**
 * Prefix of REST and websocket paths: none on mainnet (or an empty network name), `/testnet4`, `/liquid`, …
 * elsewhere. The one place this rule lives: the REST client, the socket URL and widget links call it.
 */
export function apiPathPrefix(network: Network | (string & {})): string {
  return network === '' || network === 'mainnet' ? '' : `/${network}`
}

/** The Lightning explorer exists for Bitcoin mainnet, testnet and signet only, never on the Liquid build. */
export function hasLightning(network: Network, build: Build): boolean {
  return (
    build === 'mempool' && (network === 'mainnet' || network === 'testnet' || network === 'signet')
  )
}

/**
 * Historical prices exist for Bitcoin mainnet only: spec §7.2 ("not called on test networks") and §5 ("fetched only
 * for the main build"). An empty network name means mainnet, as in apiPathPrefix.
 */
export function hasHistoricalPrices(network: Network | (string & {})): boolean {
  return network === '' || network === 'mainnet'
}
