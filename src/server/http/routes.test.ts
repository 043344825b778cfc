// Every route × bad input → a 400/404 text answer, never a 500; and the API's plain-text conventions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerApp } from './app'
import { createServerApp } from './app'
import { CONTENT_SECURITY_POLICY } from './security-headers'
import { nullNetwork } from './testing/null-network'
import { ADDR, HASH, TXID, badInputCases } from './testing/route-table'

let server: ServerApp
beforeAll(async () => {
  server = await createServerApp({
    networks: new Map([
      ['mainnet', nullNetwork()],
      ['testnet', nullNetwork({ name: 'testnet' })],
    ]),
  })
})
afterAll(async () => server.app.close())

describe('bad input on every route', () => {
  const cases = badInputCases()
  it.each(cases)('GET %s → 400/404 text', async (url) => {
    const res = await server.app.inject({ method: 'GET', url })
    expect([400, 404]).toContain(res.statusCode)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body.length).toBeGreaterThan(0)
  })

  it('rejects malformed params with 400 and the reason', async () => {
    expect((await server.app.inject(`/api/tx/${'z'.repeat(64)}`)).body).toBe(
      'Invalid transaction ID',
    )
    expect((await server.app.inject(`/api/v1/block/${'z'.repeat(64)}`)).body).toBe(
      'Invalid block hash',
    )
    expect((await server.app.inject('/api/v1/mining/pools/5y')).statusCode).toBe(400)
    expect((await server.app.inject(`/api/block/${HASH}/txs/7`)).body).toBe(
      'start index must be a multiple of 25',
    )
  })

  it('checks addresses against the network of the prefix', async () => {
    const testnetAddr = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    expect((await server.app.inject(`/api/address/${testnetAddr}`)).statusCode).toBe(400)
    expect((await server.app.inject(`/testnet/api/address/${ADDR}`)).statusCode).toBe(400)
    expect((await server.app.inject(`/api/v1/validate-address/${testnetAddr}`)).json()).toEqual({
      isvalid: false,
    })
  })
})

describe('unknown ids and text answers', () => {
  it.each([
    `/api/tx/${TXID}`,
    `/api/v1/block/${HASH}`,
    '/api/block-height/9',
    `/api/v1/cpfp/${TXID}`,
    '/api/v1/mining/pool/nobody',
    '/api/v1/nothing-here',
  ])('GET %s → 404 text', async (url) => {
    const res = await server.app.inject(url)
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
  })

  it('answers 204 with an empty body for an uncached tx', async () => {
    const res = await server.app.inject(`/api/v1/tx/${TXID}/cached`)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
  })

  it('answers the tip height as text and sets the CSP', async () => {
    const res = await server.app.inject('/api/blocks/tip/height')
    expect(res.body).toBe('10')
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
  })
})

describe('POST /api/tx', () => {
  it.each(['', 'zz', 'abc', '00'.repeat(10), 'ff'.repeat(300)])(
    'rejects %j with a 400 reason',
    async (body) => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/tx',
        payload: body,
        headers: { 'content-type': 'text/plain' },
      })
      expect(res.statusCode).toBe(400)
      expect(res.body).toMatch(/TX decode failed|Expected/)
    },
  )

  it('passes the node refusal through as 400', async () => {
    // A structurally valid 1-in 1-out tx: the null network refuses it (missing inputs).
    const hex =
      '0200000001' +
      'aa'.repeat(32) +
      '00000000' +
      '00' +
      'ffffffff' +
      '01' +
      'e803000000000000' +
      '160014' +
      '11'.repeat(20) +
      '00000000'
    const res = await server.app.inject({ method: 'POST', url: '/api/tx', payload: hex })
    expect(res.statusCode).toBe(400)
    expect(res.body).toBe('bad-txns-inputs-missingorspent')
  })

  it('answers the txid as text when the node accepts the tx', async () => {
    const accepting = await createServerApp({
      networks: new Map([['mainnet', nullNetwork({ submitTx: () => ({ txid: TXID }) })]]),
    })
    const hex =
      '0200000001' +
      'aa'.repeat(32) +
      '00000000' +
      '00' +
      'ffffffff' +
      '01' +
      'e803000000000000' +
      '160014' +
      '11'.repeat(20) +
      '00000000'
    const res = await accepting.app.inject({
      method: 'POST',
      url: '/api/tx',
      payload: hex,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toBe(TXID)
    await accepting.app.close()
  })

  it('rejects bad JSON bodies on JSON routes with 400', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/prevouts',
      payload: '{bad',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
  })
})
