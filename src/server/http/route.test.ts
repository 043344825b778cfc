import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { installErrorHandler } from './error-handling'
import { TXID, TX_INDEX } from './params'
import { route } from './route'

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify()
  installErrorHandler(app)
  register(app)
  await app.ready()
  return app
}

describe('route()', () => {
  it('refuses a template whose parameters have no validator, or validators without a parameter', () => {
    const app = Fastify()
    expect(() =>
      route(app, {
        url: '/tx/:txid/outspend/:vout',
        cache: 'live',
        params: { txid: TXID },
        handler: () => 1,
      }),
    ).toThrow('route /tx/:txid/outspend/:vout: parameters [txid,vout] declared as [txid]')
    expect(() =>
      route(app, { url: '/tx', cache: 'live', params: { txid: TXID }, handler: () => 1 }),
    ).toThrow('parameters [] declared as [txid]')
  })

  it('hands the handler clean values and answers the first bad one with its 400', async () => {
    const app = await appWith((a) =>
      route(a, {
        url: '/block/:txid/txid/:index',
        cache: 'immutable',
        params: { txid: TXID, index: TX_INDEX },
        query: { after: TXID },
        handler: ({ params, query }) => ({ ...params, after: query.after }),
      }),
    )
    const ok = await app.inject(`/block/${'A'.repeat(64)}/txid/7?after=${'b'.repeat(64)}`)
    expect(ok.json()).toEqual({ txid: 'a'.repeat(64), index: 7, after: 'b'.repeat(64) })
    const bad = await app.inject(`/block/xyz/txid/x?after=${'b'.repeat(64)}`)
    expect(`${bad.statusCode} ${bad.body}`).toBe('400 Invalid transaction ID')
    const badQuery = await app.inject(`/block/${'a'.repeat(64)}/txid/7`)
    expect(`${badQuery.statusCode} ${badQuery.body}`).toBe('400 Invalid transaction ID')
    await app.close()
  })

  it('keeps the cache policy and parameter kinds in the route config', async () => {
    const seen: unknown[] = []
    const app = Fastify()
    app.addHook('onRoute', (r) => {
      if (r.method === 'GET') seen.push(r.config?.declared)
    })
    route(app, { url: '/tx/:txid', cache: 'live', params: { txid: TXID }, handler: () => 1 })
    await app.ready()
    expect(seen).toEqual([{ cache: 'live', params: { txid: 'txid' }, query: {} }])
    await app.close()
  })
})
