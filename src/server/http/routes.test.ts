// Every registered API route against a small simulated mainnet: values that exist answer 2xx, and each
// malformed parameter answers 400 with the exact plain-text reason. The route list comes from the app itself,
// so a new route is tested (or fails for want of a table entry) the moment it is registered.
import { describe, expect, it } from 'vitest'
import { createServerApp } from './app'
import { nullNetwork } from './testing/null-network'
import {
  BAD,
  EXPECTED_STATUS,
  POST_CASES,
  apiRoutes,
  goodForRoute,
  goodValues,
  routeUrl,
  type ApiRoute,
} from './testing/route-table'
import { startSimServerForFile } from './testing/sim-server'

// The registered routes are the same whatever the network answers; list them once at collection time.
const listing = await createServerApp({ networks: new Map([['mainnet', nullNetwork()]]) })
const ROUTES = apiRoutes(listing.routes)
await listing.app.close()

const sim = startSimServerForFile({
  seed: 7,
  historyBlocks: 120,
  txRate: 0.5,
  warmupBlocks: 2,
  historyTxsPerBlock: 4,
})

const inject = (method: ApiRoute['method'], url: string, payload?: unknown) =>
  sim.server.app.inject(
    payload === undefined ? { method, url } : { method, url, payload: payload as object },
  )

const label = (r: ApiRoute): string => `${r.method} ${r.family}${r.template}`
const kindsOf = (r: ApiRoute): [string, string][] => [
  ...Object.entries(r.declared.params),
  ...Object.entries(r.declared.query),
]

describe('the route table covers every registered route', () => {
  it('lists both families of well over a hundred routes', () => {
    expect(ROUTES.filter((r) => r.family === '/api').length).toBeGreaterThan(60)
    expect(ROUTES.filter((r) => r.family === '/api/v1').length).toBeGreaterThan(60)
  })

  it('has good and bad values for every declared parameter kind', () => {
    const kinds = new Set(ROUTES.flatMap((r) => kindsOf(r).map(([, kind]) => kind)))
    const good = goodValues(sim.net)
    const missing = [...kinds].filter((k) => good[k] === undefined || (BAD[k] ?? []).length === 0)
    expect(missing).toEqual([])
  })

  it('has a body case for every POST route', () => {
    const posts = ROUTES.filter((r) => r.method === 'POST').map((r) => r.template)
    expect(posts.filter((t) => POST_CASES[t] === undefined)).toEqual([])
  })
})

describe('GET routes: existing values answer, malformed ones get the exact 400', () => {
  it.each(ROUTES.filter((r) => r.method === 'GET').map((r) => [label(r), r] as const))(
    '%s',
    async (_, r) => {
      const good = { ...goodValues(sim.net), ...goodForRoute(sim.net, r.template) }
      const url = routeUrl(r, good)
      const res = await inject('GET', url)
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(
        EXPECTED_STATUS[r.family + r.template] ?? 200,
      )
      for (const [name, kind] of kindsOf(r)) {
        for (const [value, message] of BAD[kind] ?? []) {
          const badUrl = routeUrl(r, good, { name, value })
          const bad = await inject('GET', badUrl)
          expect(`${bad.statusCode} ${bad.body}`, badUrl).toBe(`400 ${message}`)
          expect(bad.headers['content-type'], badUrl).toMatch(/^text\/plain/)
        }
      }
    },
  )
})

describe('POST routes', () => {
  it.each(ROUTES.filter((r) => r.method === 'POST').map((r) => [label(r), r] as const))(
    '%s',
    async (_, r) => {
      const cases = POST_CASES[r.template]
      expect(cases).toBeDefined()
      if (cases?.good) {
        const res = await inject('POST', r.family + r.template, cases.good(sim.net))
        expect(res.statusCode, res.body.slice(0, 200)).toBe(cases.goodStatus ?? 200)
      }
      const bad = await inject('POST', r.family + r.template, cases?.bad.body)
      expect(`${bad.statusCode} ${bad.body}`).toBe(`400 ${cases?.bad.message}`)
    },
  )
})

describe('mining interval series', () => {
  it('carry the indexed block count in X-total-count, as the reference does', async () => {
    const series = ROUTES.filter((r) => r.declared.params['interval'] === 'mining-interval')
    expect(series.length).toBeGreaterThan(15)
    for (const r of series) {
      const res = await inject('GET', routeUrl(r, goodValues(sim.net)))
      expect(res.headers['x-total-count'], r.template).toBe(String(sim.net.tipHeight() + 1))
    }
  })
})

describe('checks the router makes before any route runs', () => {
  it.each(['/api/tx/%', '/api/v1/block/%zz', '/api/blocks/%'])(
    'answers a malformed escape in %s with a plain 400',
    async (url) => {
      const res = await inject('GET', url)
      expect(`${res.statusCode} ${res.body}`).toBe('400 Invalid URL')
      expect(res.headers['content-type']).toMatch(/^text\/plain/)
    },
  )
})
