// How the API reads the URLs real mempool clients send (issue 7 item 10): a block page above the tip, a
// trailing slash, and the string "undefined" the official client library puts where a value is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BlockExtended } from '../../core/wire'
import { fakeBlock, fakeTx } from '../ws/testing/fake-network'
import { createServerApp, type ServerApp } from './app'
import { nullNetwork } from './testing/null-network'

const TIP = 100
const BLOCK = { ...fakeBlock(TIP), tx_count: 60 }

/** A network with blocks 0…100 and a 60-tx tip block; everything else knows nothing. */
function fixtureNetwork() {
  return nullNetwork({
    tipHeight: () => TIP,
    tip: () => BLOCK,
    blocks: (start, count) => {
      const from = start ?? TIP
      const out: BlockExtended[] = []
      for (let h = from; h > from - count && h >= 0; h--) out.push(fakeBlock(h))
      return out
    },
    blockByHash: (hash) => (hash === BLOCK.id ? BLOCK : null),
    blockTxs: (hash, start, count) =>
      hash === BLOCK.id
        ? Array.from({ length: Math.min(count, BLOCK.tx_count - start) }, (_, i) =>
            fakeTx(start + i),
          )
        : null,
    replacements: () => [],
  })
}

let server: ServerApp
beforeAll(async () => {
  server = await createServerApp({
    networks: new Map([
      ['mainnet', fixtureNetwork()],
      ['testnet', fixtureNetwork()],
    ]),
  })
})
afterAll(async () => server.app.close())

async function heightsOf(url: string): Promise<number[]> {
  const res = await server.app.inject(url)
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return (res.json() as { height: number }[]).map((b) => b.height)
}

const countDown = (from: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => from - i)

describe('a block page above the tip', () => {
  it('counts down from the tip, shorter by the overshoot, as the mempool backend does', async () => {
    expect(await heightsOf(`/api/v1/blocks/${TIP + 10}`)).toEqual(countDown(TIP, 5))
    expect(await heightsOf(`/api/v1/blocks/${TIP + 1}`)).toEqual(countDown(TIP, 14))
    expect(await heightsOf(`/api/v1/blocks/${TIP + 15}`)).toEqual([])
    expect(await heightsOf(`/api/blocks/${TIP + 3}`)).toEqual(countDown(TIP, 7))
  })

  it('leaves pages at or below the tip whole', async () => {
    expect(await heightsOf(`/api/v1/blocks/${TIP}`)).toEqual(countDown(TIP, 15))
    expect(await heightsOf('/api/v1/blocks/50')).toEqual(countDown(50, 15))
    expect(await heightsOf('/api/blocks/50')).toEqual(countDown(50, 10))
  })
})

describe('a trailing slash', () => {
  it.each([
    ['/api/v1/replacements/', '[]'],
    ['/api/v1/blocks/tip/height/', String(TIP)],
    ['/testnet/api/blocks/tip/height/', String(TIP)],
  ])('is the same route: %s', async (url, body) => {
    const res = await server.app.inject(url)
    expect(`${res.statusCode} ${res.body}`).toBe(`200 ${body}`)
  })

  it('on a list is the latest page', async () => {
    expect(await heightsOf('/api/v1/blocks/')).toEqual(countDown(TIP, 15))
    expect(await heightsOf('/testnet/api/blocks/')).toEqual(countDown(TIP, 10))
  })

  it('still validates parameters', async () => {
    const res = await server.app.inject('/api/v1/block/xyz/')
    expect(`${res.statusCode} ${res.body}`).toBe('400 Invalid block hash')
  })
})

describe('the value "undefined" from the official client library', () => {
  it('reads /blocks/undefined as the latest blocks', async () => {
    expect(await heightsOf('/api/v1/blocks/undefined')).toEqual(countDown(TIP, 15))
    expect(await heightsOf('/api/blocks/undefined')).toEqual(countDown(TIP, 10))
  })

  it('reads /block/{hash}/txs/undefined as the first page', async () => {
    const first = await server.app.inject(`/api/block/${BLOCK.id}/txs/undefined`)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual((await server.app.inject(`/api/block/${BLOCK.id}/txs`)).json())
    expect((first.json() as unknown[]).length).toBe(25)
  })

  it('is still refused where a value is required', async () => {
    const res = await server.app.inject('/api/block-height/undefined')
    expect(`${res.statusCode} ${res.body}`).toBe('400 Invalid block height')
  })
})
