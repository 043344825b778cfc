import { describe, expect, it } from 'vitest'
import { MAX_FRAME_BYTES, MAX_TRACKED_ADDRESSES } from './limits'
import { compressed, fakeTx, fakeTxid } from './testing/fake-network'
import { framesUntilPong, startHubPerTest } from './testing/hub-harness'
import type { TestClient } from './testing/ws-client'

const harness = startHubPerTest()
const client = (): Promise<TestClient> => harness.client()

describe('websocket commands', () => {
  it('answers init with the init payload and ping with pong', async () => {
    const c = await client()
    c.send({ action: 'init' })
    const init = await c.next()
    expect(Object.keys(init).sort()).toEqual(
      [
        'backend',
        'blocks',
        'da',
        'fees',
        'loadingIndicators',
        'mempool-blocks',
        'mempoolInfo',
        'transactions',
        'vBytesPerSecond',
      ].sort(),
    )
    expect((init['blocks'] as { height: number }[]).map((b) => b.height)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10,
    ])
    c.send({ action: 'ping' })
    expect(await c.next()).toEqual({ pong: true })
  })

  it('sends the snapshot of newly wanted names only, and nothing for the same list again', async () => {
    const c = await client()
    c.send({ action: 'want', data: ['blocks', 'stats', 'live-2h-chart'] })
    expect(Object.keys(await c.next()).sort()).toEqual([
      'blocks',
      'da',
      'fees',
      'mempoolInfo',
      'vBytesPerSecond',
    ])
    expect(await framesUntilPong(c)).toEqual([])
    c.send({ action: 'want', data: ['blocks', 'stats', 'live-2h-chart'] })
    expect(await framesUntilPong(c)).toEqual([])
    c.send({ action: 'want', data: ['mempool-blocks', 'unknown-name'] })
    expect(Object.keys(await c.next())).toEqual(['mempool-blocks'])
  })

  it('streams a projected block: full list first, then deltas with consecutive sequences', async () => {
    const c = await client()
    c.send({ 'track-mempool-block': 0 })
    const full = (await c.next())['projected-block-transactions'] as {
      index: number
      sequence: number
      blockTransactions: unknown[]
    }
    expect(full.index).toBe(0)
    expect(full.blockTransactions).toHaveLength(2)
    for (let i = 0; i < 2; i++) {
      const seq = harness.net.sequenceNumber + 1
      harness.net.emitMempoolUpdate({
        projected: [
          {
            index: 0,
            sequence: seq,
            delta: { added: [compressed(10 + i)], removed: [], changed: [] },
          },
        ],
      })
      const delta = (await c.next())['projected-block-transactions'] as {
        sequence: number
        delta: unknown
      }
      expect(delta.sequence).toBe(full.sequence + 1 + i)
      expect(delta.delta).toBeDefined()
    }
    c.send({ 'track-mempool-block': -1 })
    await framesUntilPong(c)
    harness.net.emitMempoolUpdate({
      projected: [{ index: 0, sequence: 99, delta: { added: [], removed: [], changed: [] } }],
    })
    expect(await framesUntilPong(c)).toEqual([])
  })

  it('sends the same bytes of block + mempool-blocks to every client wanting them', async () => {
    const a = await client()
    const b = await client()
    const other = await client()
    for (const c of [a, b]) {
      c.send({ action: 'want', data: ['blocks', 'mempool-blocks'] })
      await c.next()
    }
    other.send({ action: 'want', data: ['stats'] })
    await other.next()
    harness.net.emitBlock()
    const [rawA, rawB] = await Promise.all([a.nextRaw(), b.nextRaw()])
    expect(rawA).toBe(rawB)
    const frame = JSON.parse(rawA) as Record<string, unknown>
    expect(Object.keys(frame).sort()).toEqual(['block', 'mempool-blocks'])
    expect((frame['block'] as { height: number }).height).toBe(11)
    expect(Object.keys(await other.next()).sort()).toEqual([
      'da',
      'fees',
      'mempoolInfo',
      'vBytesPerSecond',
    ])
  })

  it('tracks a tx: txPosition on subscribe and each update, txConfirmed in the block frame', async () => {
    const txid = fakeTxid(42)
    harness.net.positions.set(txid, { txid, position: { block: 0, vsize: 100 } })
    const c = await client()
    c.send({ action: 'want', data: ['blocks'] })
    await c.next()
    c.send({ 'track-tx': txid })
    expect(await c.next()).toEqual({ txPosition: { txid, position: { block: 0, vsize: 100 } } })
    harness.net.emitMempoolUpdate()
    expect(Object.keys(await c.next())).toEqual(['txPosition'])
    harness.net.positions.delete(txid)
    harness.net.emitBlock({ txids: [fakeTxid(7), txid] })
    const frame = await c.next()
    expect(frame['txConfirmed']).toBe(txid)
    expect(frame['block']).toBeDefined()
  })

  it('watch-mempool sends the tx when it arrives, and address tracking sends its txs', async () => {
    const txid = fakeTxid(77)
    const script = '0014' + 'ab'.repeat(20)
    harness.net.scripts.set('bc1qexample', script)
    const c = await client()
    c.send({ 'track-tx': txid, 'watch-mempool': true, 'track-address': 'bc1qexample' })
    expect(await framesUntilPong(c)).toEqual([])
    const tx = fakeTx(77, script)
    harness.net.emitMempoolUpdate({
      added: [tx],
      byScriptPubKey: new Map([[script, { mempool: [tx], confirmed: [], removed: [] }]]),
    })
    const frame = await c.next()
    expect((frame['tx'] as { txid: string }).txid).toBe(txid)
    expect((frame['address-transactions'] as { txid: string }[])[0]?.txid).toBe(txid)
  })

  it('sends live-2h-chart samples to wanting clients and conversions to everyone', async () => {
    const chart = await client()
    const plain = await client()
    chart.send({ action: 'want', data: ['live-2h-chart'] })
    expect(await framesUntilPong(chart)).toEqual([])
    const sample = {
      added: 1,
      count: 2,
      vbytes_per_second: 3,
      mempool_byte_weight: 4,
      total_fee: 5,
      min_fee: 1,
      vsizes: [1, 2],
    }
    harness.net.emitStatistic(sample)
    expect(await chart.next()).toEqual({ 'live-2h-chart': sample })
    const prices = { time: 1, USD: 2, EUR: 3, GBP: 4, CAD: 5, CHF: 6, AUD: 7, JPY: 8 }
    harness.net.emitConversions(prices)
    expect(await chart.next()).toEqual({ conversions: prices })
    expect(await plain.next()).toEqual({ conversions: prices })
  })

  it('resends the RBF list to track-rbf clients only when replacements changed', async () => {
    const c = await client()
    c.send({ 'track-rbf': 'all', 'track-rbf-summary': true })
    expect(await c.next()).toEqual({ rbfLatest: [], rbfLatestSummary: [] })
    harness.net.emitMempoolUpdate()
    expect(await framesUntilPong(c)).toEqual([])
    harness.net.emitMempoolUpdate({
      rbfChanged: true,
      replaced: [{ replaced: fakeTxid(1), by: fakeTxid(2) }],
    })
    expect(await c.next()).toEqual({ rbfLatest: [], rbfLatestSummary: [] })
  })
})

describe('websocket route', () => {
  it('answers a plain HTTP GET with 426 text', async () => {
    const res = await harness.app.inject('/api/v1/ws')
    expect(res.statusCode).toBe(426)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
  })
})

describe('websocket limits', () => {
  it('terminates on a frame above 50,000 bytes', async () => {
    const c = await client()
    c.send(JSON.stringify({ pad: 'x'.repeat(MAX_FRAME_BYTES) }))
    expect([1006, 1009]).toContain(await c.closed)
  })

  it('closes after 101 frames within 10 s', async () => {
    const c = await client()
    for (let i = 0; i < 101; i++) c.send({})
    expect(await c.closed).toBe(1008)
  })

  it('closes on invalid JSON', async () => {
    const c = await client()
    c.send('{not json')
    expect(await c.closed).toBe(1007)
  })

  it('answers track-txs of 101 with track-txs-error, then closes', async () => {
    const c = await client()
    c.send({ 'track-txs': Array.from({ length: 101 }, (_, i) => fakeTxid(i)) })
    expect(typeof (await c.next())['track-txs-error']).toBe('string')
    expect(await c.closed).toBe(1008)
  })

  it('answers too many addresses with track-addresses-error and keeps the connection', async () => {
    for (let i = 0; i <= MAX_TRACKED_ADDRESSES; i++) harness.net.scripts.set(`addr${i}`, `00${i}`)
    const c = await client()
    c.send({
      'track-addresses': Array.from({ length: MAX_TRACKED_ADDRESSES + 1 }, (_, i) => `addr${i}`),
    })
    expect(await c.next()).toEqual({
      'track-addresses-error': `too many addresses requested, this connection supports tracking a maximum of ${MAX_TRACKED_ADDRESSES} addresses`,
    })
    c.send({ action: 'ping' })
    expect(await c.next()).toEqual({ pong: true })
  })
})
