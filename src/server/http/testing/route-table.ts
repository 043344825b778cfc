// The route tests' table, keyed by what the routes declare rather than by route: for every parameter kind
// (params.ts `Param.kind`) a value that exists on a simulated network and malformed values with the exact
// 400 message the reference gives. The routes themselves come from the registered app (ServerApp.routes), so
// a new route is tested as soon as it is registered, and a new parameter kind fails until it is added here.
import { createHash } from 'node:crypto'
import type { SimNetwork } from '../../node/types'
import type { RegisteredRoute } from '../app'
import type { DeclaredRoute } from '../route'

export interface ApiRoute {
  method: 'GET' | 'POST'
  family: '/api' | '/api/v1'
  /** Template under the family, e.g. `/block/:hash/txs/:start`. */
  template: string
  declared: DeclaredRoute
}

/** The declared GET/POST routes of the mainnet prefix, by family (HEAD twins and the websocket left out). */
export function apiRoutes(routes: readonly RegisteredRoute[]): ApiRoute[] {
  const out: ApiRoute[] = []
  for (const r of routes) {
    const match = /^(\/api(?:\/v1)?)(\/.*)$/.exec(r.url)
    if (!match || r.declared === undefined || r.websocket) continue
    if (r.method !== 'GET' && r.method !== 'POST') continue
    const family = match[1] === '/api' ? '/api' : '/api/v1'
    out.push({
      method: r.method as ApiRoute['method'],
      family,
      template: match[2] ?? '',
      declared: r.declared,
    })
  }
  return out
}

const INTERVALS_MINING = '24h, 3d, 1w, 1m, 3m, 6m, 1y, 2y, 3y, all'
const INTERVALS_STATISTICS = '2h, 24h, 1w, 1m, 3m, 6m, 1y, 2y, 3y, 4y, all'
const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

const each = (message: string, values: string[]): [string, string][] =>
  values.map((v) => [v, message])
const badHex64 = ['xyz', 'g'.repeat(64), 'a'.repeat(63), 'a'.repeat(65)]
const badUint = ['-1', 'abc', '1.5', '99999999999', '0x10', '%20']

/** Malformed values per parameter kind, each with the exact text/plain 400 body (reference §2.1). */
export const BAD: Readonly<Record<string, [value: string, message: string][]>> = {
  txid: each('Invalid transaction ID', [...badHex64, "'%3B--"]),
  hash: each('Invalid block hash', badHex64),
  height: each('Invalid block height', badUint),
  'start-height': each('Invalid block height', badUint),
  'tx-index': each('Invalid transaction index', ['-1', 'x', '1e3']),
  vout: each('Invalid output index', ['-1', 'x', '1e3']),
  timestamp: each('Invalid timestamp', ['-1', 'x', '99999999999']),
  'optional-timestamp': each('Invalid timestamp', ['-1', 'x']),
  'block-count': each('Invalid block count', ['0', 'x', '1000001']),
  'txs-start': [
    ['7', 'start index must be a multiple of 25'],
    ['-25', 'Invalid start index'],
    ['abc', 'Invalid start index'],
  ],
  'mining-interval': each(`Invalid interval, expected one of ${INTERVALS_MINING}`, [
    '5y',
    'ALL',
    '1d',
    '1h',
  ]),
  'statistics-window': each(`Invalid interval, expected one of ${INTERVALS_STATISTICS}`, [
    '5y',
    '3d',
    'ALL',
  ]),
  'pool-slug': each('Invalid mining pool slug', ['Bad%20Slug', 'UPPER', '_'.repeat(70)]),
  address: each('Invalid Bitcoin address', [
    'notanaddress',
    TESTNET_ADDRESS,
    '1' + 'z'.repeat(40),
    '%F0%9F%92%A9',
    'a'.repeat(130),
  ]),
  scripthash: each('Invalid scripthash', badHex64),
  'after-txid': each('Invalid transaction ID', ['xyz', 'g'.repeat(64)]),
  'any-address': each('Invalid address', ['a'.repeat(121)]),
  'address-prefix': each('Invalid address prefix', ['%20', '!', 'a'.repeat(101)]),
  'txid-csv': [
    ['', 'Missing txids'],
    ['xyz', 'Invalid transaction ID'],
    [Array(51).fill('a'.repeat(64)).join(','), 'Too many txids (max 50)'],
  ],
  'txid-array': each('Invalid transaction ID', ['xyz', 'a'.repeat(63)]),
  currency: each('Invalid currency', ['eur', 'EURO']),
  'btc-per-kvb': each('Invalid maxfeerate (BTC/kvB)', ['abc', '-1', '0.123456789']),
}

/** Values that exist on `net`, per parameter kind; a route's own needs in `GOOD_FOR_ROUTE`. */
export function goodValues(net: SimNetwork): Record<string, string> {
  const tip = net.tip()
  const confirmed = net.blockTxids(tip.id)?.[1] ?? ''
  const address = net.demoAddresses()[0] ?? ''
  const script = net.scriptPubKeyOf(address) ?? ''
  return {
    txid: confirmed,
    hash: tip.id,
    height: String(tip.height),
    'start-height': String(tip.height),
    'tx-index': '1',
    vout: '0',
    timestamp: String(tip.timestamp),
    'optional-timestamp': String(tip.timestamp),
    'block-count': '10',
    'txs-start': '25',
    'mining-interval': '1w',
    'statistics-window': '2h',
    'pool-slug': net.poolList()[0]?.slug ?? '',
    address,
    scripthash: createHash('sha256').update(Buffer.from(script, 'hex')).digest('hex'),
    'after-txid': confirmed,
    'any-address': address,
    'address-prefix': address.slice(0, 6),
    'txid-csv': confirmed,
    'txid-array': confirmed,
    currency: 'EUR',
    'btc-per-kvb': '0.1',
  }
}

/** Per-route values where the kind's value is not enough (a replaced tx is what the RBF cache holds). */
export function goodForRoute(net: SimNetwork, template: string): Record<string, string> {
  if (template !== '/tx/:txid/cached') return {}
  const replaced = net.replacements(false)[0]?.replaces[0]?.tx.txid
  return replaced === undefined ? {} : { txid: replaced }
}

/** Successful statuses other than 200 (reference §2.3: fee-estimates is deprecated with a 203). */
export const EXPECTED_STATUS: Readonly<Record<string, number>> = {
  '/api/v1/fee-estimates': 203,
}

/** URL of `route` with `values` for its path and query parameters (`replace` swaps one of them). */
export function routeUrl(
  route: ApiRoute,
  values: Record<string, string>,
  replace?: { name: string; value: string },
): string {
  const pick = (name: string, kind: string): string =>
    replace?.name === name ? replace.value : (values[kind] ?? '')
  const path = route.template.replace(/:(\w+)/g, (_, name: string) =>
    pick(name, route.declared.params[name] ?? ''),
  )
  const query = Object.entries(route.declared.query).map(
    ([name, kind]) => `${name}=${pick(name, kind)}`,
  )
  return route.family + path + (query.length > 0 ? `?${query.join('&')}` : '')
}

/** A POST body per route: one the network accepts and one malformed, with the exact 400 message. */
export interface PostCase {
  good?: (net: SimNetwork) => unknown
  goodStatus?: number
  bad: { body: unknown; message: string }
}

export const POST_CASES: Readonly<Record<string, PostCase>> = {
  // Accepting a tx needs a signed child of a mempool output: conformance.test.ts covers it.
  '/tx': {
    bad: {
      body: 'zz',
      message:
        'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed: the body is not hex of a transaction"}',
    },
  },
  '/prevouts': {
    good: (net) => [{ txid: net.blockTxids(net.tip().id)?.[1], vout: 0 }],
    bad: { body: [{ txid: 'xyz', vout: 0 }], message: 'Invalid transaction ID' },
  },
  '/addresses/txs': {
    good: (net) => net.demoAddresses().slice(0, 2),
    bad: { body: ['notanaddress'], message: 'Invalid Bitcoin address' },
  },
  // Core's acceptance RPCs answer 200 with a per-tx verdict; a confirmed tx is refused as already known.
  '/txs/test': {
    good: (net) => [net.txHex(net.blockTxids(net.tip().id)?.[1] ?? '')],
    bad: { body: ['zz'], message: 'Invalid hex string' },
  },
  '/txs/package': {
    good: (net) => [net.txHex(net.blockTxids(net.tip().id)?.[1] ?? '')],
    bad: {
      body: 'not json',
      message: 'Invalid request body (should be an array of hexadecimal strings)',
    },
  },
  '/cpfp': {
    good: (net) => [
      {
        txid: 'ab'.repeat(32),
        weight: 600,
        sigops: 1,
        fee: 1_000,
        vin: [{ txid: net.mempoolTxids()[0], vout: 0 }],
        vout: [],
      },
    ],
    bad: { body: [{ txid: 'xyz' }], message: 'Invalid transactions format' },
  },
  '/addresses/txs/summary': {
    good: (net) => net.demoAddresses().slice(0, 2),
    bad: { body: [], message: 'Expected an array of 1 to 100 addresses' },
  },
}
