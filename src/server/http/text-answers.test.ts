// The API's plain-text conventions against a network that knows nothing (every lookup null): unknown ids are
// 404 text, POST /api/tx passes the node's refusal through, addresses are checked against the prefix's network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerApp } from './app'
import { createServerApp } from './app'
import { CONTENT_SECURITY_POLICY } from './security-headers'
import { nullNetwork } from './testing/null-network'

const TXID = 'a'.repeat(64)
const HASH = 'b'.repeat(64)
const MAINNET_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

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

describe('addresses of the other network', () => {
  it('are refused with 400, and validate-address answers isvalid: false', async () => {
    const mainnetOnTestnet = await server.app.inject(`/testnet/api/address/${MAINNET_ADDRESS}`)
    expect(`${mainnetOnTestnet.statusCode} ${mainnetOnTestnet.body}`).toBe(
      '400 Invalid Bitcoin address',
    )
    const testnetOnMainnet = await server.app.inject(`/api/address/${TESTNET_ADDRESS}`)
    expect(`${testnetOnMainnet.statusCode} ${testnetOnMainnet.body}`).toBe(
      '400 Invalid Bitcoin address',
    )
    expect((await server.app.inject(`/api/v1/validate-address/${TESTNET_ADDRESS}`)).json()).toEqual(
      { isvalid: false },
    )
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
    expect(res.headers['content-security-policy']).toBe(
      `${CONTENT_SECURITY_POLICY}; frame-ancestors 'self'`,
    )
  })
})

describe('POST /api/tx', () => {
  // Decoding is the node's; the route only refuses what is not hex of whole bytes. Every refusal reads as
  // Core's sendrawtransaction error relayed by esplora.
  const notHex =
    'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed: the body is not hex of a transaction"}'
  it.each([
    ['', notHex],
    ['zz', notHex],
    ['abc', notHex],
  ])('rejects %j with a 400 reason', async (body, message) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/tx',
      payload: body,
      headers: { 'content-type': 'text/plain' },
    })
    expect(`${res.statusCode} ${res.body}`).toBe(`400 ${message}`)
  })

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
    expect(res.body).toBe(
      'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}',
    )
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
