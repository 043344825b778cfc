// Caching headers per reference §2.1: immutable block data 30 days, lists 60 s, live data and errors no-cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeBlock } from '../ws/testing/fake-network'
import { createServerApp, type ServerApp } from './app'
import { IMMUTABLE_MAX_AGE_S, LIST_MAX_AGE_S, cachePolicyOf } from './cache-policy'
import { nullNetwork } from './testing/null-network'
import { HASH, TXID } from './testing/route-table'

const AUDITED = 'c'.repeat(64)
const score = { hash: AUDITED, matchRate: 99.5, expectedFees: 1000, expectedWeight: 4000 }

let server: ServerApp
beforeAll(async () => {
  const net = nullNetwork({
    blockByHash: (hash) =>
      hash === HASH || hash === AUDITED ? { ...fakeBlock(5), id: hash } : null,
    blockSummary: (hash) => (hash === HASH ? [] : null),
    blocks: () => [fakeBlock(10), fakeBlock(9)],
    auditScore: (hash) => (hash === AUDITED ? score : null),
  })
  server = await createServerApp({
    networks: new Map([
      ['mainnet', net],
      ['signet', nullNetwork({ name: 'signet' })],
    ]),
  })
})
afterAll(async () => server.app.close())

const get = (url: string) => server.app.inject(url)

function expectCachedFor(res: Awaited<ReturnType<typeof get>>, seconds: number): void {
  expect(res.headers['cache-control']).toBe(`public, max-age=${seconds}`)
  const expires = Date.parse(String(res.headers['expires']))
  expect(expires).toBeGreaterThan(Date.now() + (seconds - 5) * 1000)
  expect(expires).toBeLessThanOrEqual(Date.now() + (seconds + 5) * 1000)
}

describe('cache headers by route', () => {
  it.each([`/api/v1/block/${HASH}`, `/api/block/${HASH}`, `/api/v1/block/${HASH}/summary`])(
    'keeps %s for 30 days',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expectCachedFor(res, IMMUTABLE_MAX_AGE_S)
    },
  )

  it.each(['/api/v1/blocks', '/api/blocks/9', '/api/v1/mining/pools/1w', '/api/v1/statistics/2h'])(
    'keeps list %s for 60 s',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expectCachedFor(res, LIST_MAX_AGE_S)
    },
  )

  it.each([
    '/api/v1/fees/recommended',
    '/api/v1/init-data',
    '/api/blocks/tip/height',
    '/signet/api/v1/fees/mempool-blocks',
  ])('marks live %s no-cache', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['expires']).toBeUndefined()
  })

  it.each([
    `/api/v1/block/${'d'.repeat(64)}`,
    `/api/v1/block/${HASH}/audit-summary`,
    `/api/tx/${TXID}`,
    '/api/v1/block/zz',
  ])('never caches the error answer of %s', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['expires']).toBeUndefined()
  })

  it('classifies templates under every network prefix and family', () => {
    expect(cachePolicyOf('/testnet/api/v1/block/:hash/audit-summary')).toBe('immutable')
    expect(cachePolicyOf('/api/block/:hash/status')).toBe('live')
    expect(cachePolicyOf('/signet/api/v1/mining/hashrate/:interval')).toBe('list')
    expect(cachePolicyOf('/api/v1/mempool')).toBe('live')
  })

  it.each([
    '/block/:hash',
    '/block/:hash/summary',
    '/block/:hash/audit-summary',
    '/block/:hash/tx/:txid/audit',
    '/mining/blocks/audit/score/:hash',
  ])('the immutable template %s is a real route', (template) => {
    expect(server.app.hasRoute({ method: 'GET', url: `/api/v1${template}` })).toBe(true)
    expect(cachePolicyOf(`/api/v1${template}`)).toBe('immutable')
  })
})

describe('GET /api/v1/mining/blocks/audit/score/{hash}', () => {
  it('answers an audited block with its score, kept 30 days', async () => {
    const res = await get(`/api/v1/mining/blocks/audit/score/${AUDITED}`)
    expect(res.json()).toEqual(score)
    expectCachedFor(res, IMMUTABLE_MAX_AGE_S)
  })

  it.each([HASH, 'e'.repeat(64)])(
    'answers the JSON string "null" for %s without an audit, briefly cached',
    async (hash) => {
      const res = await get(`/api/v1/mining/blocks/audit/score/${hash}`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.body).toBe('"null"')
      expectCachedFor(res, LIST_MAX_AGE_S)
    },
  )

  it('still rejects a malformed hash with 400', async () => {
    expect((await get('/api/v1/mining/blocks/audit/score/xyz')).statusCode).toBe(400)
  })
})
