// Caching headers per reference §2.1: immutable block data 30 days, lists 60 s, live data and errors no-cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeBlock } from '../ws/testing/fake-network'
import { createServerApp, type ServerApp } from './app'
import { nullNetwork } from './testing/null-network'

// Reference §2.1: blocks/summary/audit answers are kept 30 days, lists 60 s.
const THIRTY_DAYS_S = 2_592_000
const ONE_MINUTE_S = 60
const HASH = 'b'.repeat(64)
const TXID = 'a'.repeat(64)
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
      expectCachedFor(res, THIRTY_DAYS_S)
    },
  )

  it.each(['/api/v1/blocks', '/api/blocks/9', '/api/v1/mining/pools/1w', '/api/v1/statistics/2h'])(
    'keeps list %s for 60 s',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expectCachedFor(res, ONE_MINUTE_S)
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

  it('applies under every network prefix', async () => {
    const res = await get('/signet/api/v1/blocks')
    expect(res.statusCode).toBe(200)
    expectCachedFor(res, ONE_MINUTE_S)
  })
})

/** The policy the reference implies for a route template under `/api` or `/api/v1` (§2.1). */
function expectedPolicy(template: string): string {
  if (template === '/mining/blocks/audit/score/:hash') return 'immutable'
  if (template.startsWith('/block/:hash'))
    return template.endsWith('/status') ? 'live' : 'immutable'
  if (/^\/(blocks(\/:start)?|statistics\/:window|chain-tips|stale-tips)$/.test(template))
    return 'list'
  if (template.startsWith('/mining/')) return 'list'
  // the about page's lists hardly change (spec §7.2)
  if (/^\/(services\/sponsors|donations|contributors|translators)$/.test(template)) return 'list'
  return 'live'
}

describe('every registered API route declares its cache policy', () => {
  it('has a declaration on each route under /api', () => {
    const api = server.routes.filter((r) => /\/api\//.test(r.url) && !r.websocket)
    expect(api.length).toBeGreaterThan(100)
    const undeclared = api.filter((r) => r.declared === undefined).map((r) => r.url)
    expect(undeclared).toEqual([])
  })

  it('declares the policy the reference implies', () => {
    const wrong = server.routes
      .filter((r) => {
        const template = r.url.replace(/^(\/\w+)?\/api(\/v1)?/, '')
        return r.declared !== undefined && r.declared.cache !== expectedPolicy(template)
      })
      .map((r) => `${r.method} ${r.url}: ${r.declared?.cache}`)
    expect(wrong).toEqual([])
  })
})

describe('GET /api/v1/mining/blocks/audit/score/{hash}', () => {
  it('answers an audited block with its score, kept 30 days', async () => {
    const res = await get(`/api/v1/mining/blocks/audit/score/${AUDITED}`)
    expect(res.json()).toEqual(score)
    expectCachedFor(res, THIRTY_DAYS_S)
  })

  it.each([HASH, 'e'.repeat(64)])(
    'answers the JSON string "null" for %s without an audit, briefly cached',
    async (hash) => {
      const res = await get(`/api/v1/mining/blocks/audit/score/${hash}`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.body).toBe('"null"')
      expectCachedFor(res, ONE_MINUTE_S)
    },
  )

  it('still rejects a malformed hash with 400', async () => {
    expect((await get('/api/v1/mining/blocks/audit/score/xyz')).statusCode).toBe(400)
  })
})
