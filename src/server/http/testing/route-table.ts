// The route table used by the bad-input tests: every parameterised route, good values per parameter kind
// and a list of bad ones. Used against the null network and against the real simulator.

export const TXID = 'a'.repeat(64)
export const HASH = 'b'.repeat(64)
export const ADDR = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

/** Route templates with their parameter kinds; every family serves each. */
export const ROUTES = [
  '/blocks/:height',
  '/block-height/:height',
  '/block/:hash',
  '/block/:hash/status',
  '/block/:hash/header',
  '/block/:hash/txids',
  '/block/:hash/txid/:index',
  '/block/:hash/txs',
  '/block/:hash/txs/:start',
  '/block/:hash/summary',
  '/block/:hash/audit-summary',
  '/block/:hash/tx/:txid/summary',
  '/block/:hash/tx/:txid/audit',
  '/mining/blocks/timestamp/:height',
  '/tx/:txid',
  '/tx/:txid/status',
  '/tx/:txid/hex',
  '/tx/:txid/raw',
  '/tx/:txid/outspends',
  '/tx/:txid/outspend/:index',
  '/tx/:txid/merkle-proof',
  '/cpfp/:txid',
  '/tx/:txid/rbf',
  '/tx/:txid/cached',
  '/address/:address',
  '/address/:address/txs',
  '/address/:address/txs/chain',
  '/address/:address/txs/chain/:txid',
  '/address/:address/txs/mempool',
  '/address/:address/txs/summary',
  '/address/:address/utxo',
  '/scripthash/:hash',
  '/scripthash/:hash/txs',
  '/scripthash/:hash/txs/chain/:txid',
  '/scripthash/:hash/utxo',
  '/mining/pools/:interval',
  '/mining/pool/:slug',
  '/mining/pool/:slug/blocks/:height',
  '/mining/hashrate/:interval',
  '/mining/hashrate/pools/:interval',
  '/mining/difficulty-adjustments/:interval',
  '/mining/reward-stats/:height',
  '/mining/blocks/fees/:interval',
  '/mining/blocks/rewards/:interval',
  '/mining/blocks/fee-rates/:interval',
  '/mining/blocks/sizes-weights/:interval',
  '/mining/blocks/audit/scores/:height',
  '/mining/blocks/audit/score/:hash',
  '/statistics/:interval',
]

export const GOOD: Record<string, string> = {
  height: '5',
  hash: HASH,
  txid: TXID,
  index: '0',
  start: '0',
  address: ADDR,
  interval: '1w',
  slug: 'foundryusa',
}
export const BAD: Record<string, string[]> = {
  // '%' and '%zz' are malformed percent-escapes: the router itself rejects them before any route runs
  height: ['-1', 'abc', '1.5', '99999999999', '0x10', '%20', '%'],
  index: ['-1', 'x', '1e3'],
  start: ['7', '-25', 'abc'],
  hash: ['xyz', 'g'.repeat(64), 'a'.repeat(63), 'a'.repeat(65), '%00', '%zz'],
  txid: ['xyz', 'g'.repeat(64), 'a'.repeat(63), 'a'.repeat(65), "'%3B--", '%'],
  address: [
    'notanaddress',
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    '1' + 'z'.repeat(40),
    '%F0%9F%92%A9',
    'a'.repeat(130),
    '%E2%28',
  ],
  interval: ['5y', 'ALL', '1d', '%2e%2e'],
  slug: ['Bad Slug', '%2F', '_'.repeat(70)],
}

export function fill(template: string, bad?: { kind: string; value: string }): string {
  return template.replace(/:(\w+)/g, (_, kind: string) =>
    bad?.kind === kind ? bad.value : (GOOD[kind] ?? ''),
  )
}

/** [url, parameter kind] for every family × route × parameter × bad value. */
export function badInputCases(prefix = ''): [string, string][] {
  const cases: [string, string][] = []
  for (const family of ['/api', '/api/v1']) {
    for (const route of ROUTES) {
      for (const kind of (route.match(/:(\w+)/g) ?? []).map((k) => k.slice(1))) {
        for (const value of BAD[kind] ?? [])
          cases.push([prefix + family + fill(route, { kind, value }), kind])
      }
    }
  }
  return cases
}
