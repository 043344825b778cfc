// The mempool firehoses and scriptPubKey tracking over a real websocket (reference §1.2, §1.3, §1.4.3–1.4.4).
import { describe, expect, it } from 'vitest'
import type { MempoolTransactions, MempoolTxids } from '../../core/wire'
import { TOO_MANY_SCRIPTPUBKEYS, scriptPubKeysOf } from './firehose-commands'
import { MAX_TRACKED_ADDRESSES } from './limits'
import { fakeTx, fakeTxid } from './testing/fake-network'
import { framesUntilPong, startHubPerTest } from './testing/hub-harness'
import type { TestClient } from './testing/ws-client'

const harness = startHubPerTest()
const client = (): Promise<TestClient> => harness.client()

describe('track-mempool-txids', () => {
  it('sends added/removed/replaced on updates and mined/replaced on blocks, until false', async () => {
    const c = await client()
    c.send({ 'track-mempool-txids': true })
    expect(await framesUntilPong(c)).toEqual([])
    const replaced = [{ replaced: fakeTxid(3), by: fakeTxid(2) }]
    const update = harness.net.emitMempoolUpdate({
      added: [fakeTx(1), fakeTx(2)],
      removed: [fakeTx(3)],
      replaced,
    })
    expect(await c.next()).toEqual({
      'mempool-txids': {
        sequence: update.sequence,
        added: [fakeTxid(1), fakeTxid(2)],
        removed: [fakeTxid(3)],
        mined: [],
        replaced,
      },
    })
    const conflicts = [{ replaced: fakeTxid(5), by: fakeTxid(1) }]
    const block = harness.net.emitBlock({ txids: [fakeTxid(9), fakeTxid(1)], replaced: conflicts })
    expect(await c.next()).toEqual({
      'mempool-txids': {
        sequence: block.sequence,
        added: [],
        removed: [],
        mined: [fakeTxid(9), fakeTxid(1)],
        replaced: conflicts,
      },
    })
    c.send({ 'track-mempool-txids': null })
    harness.net.emitMempoolUpdate({ added: [fakeTx(4)] })
    expect(Object.keys(await c.next())).toEqual(['mempool-txids'])
    c.send({ 'track-mempool-txids': false })
    await framesUntilPong(c)
    harness.net.emitMempoolUpdate({ added: [fakeTx(6)] })
    harness.net.emitBlock()
    expect(await framesUntilPong(c)).toEqual([])
  })

  it('gives every subscriber the same bytes, next to its other broadcast parts', async () => {
    const a = await client()
    const b = await client()
    const both = await client()
    for (const c of [a, b]) c.send({ 'track-mempool-txids': true })
    both.send({ 'track-mempool-txids': true, action: 'want', data: ['blocks'] })
    await both.next()
    for (const c of [a, b]) await framesUntilPong(c)
    harness.net.emitBlock({ txids: [fakeTxid(1)] })
    const [rawA, rawB] = await Promise.all([a.nextRaw(), b.nextRaw()])
    expect(rawA).toBe(rawB)
    expect(Object.keys(await both.next()).sort()).toEqual(['block', 'mempool-txids'])
  })
})

describe('track-mempool', () => {
  it('sends full added txs and replacements with the replacing tx', async () => {
    const c = await client()
    c.send({ 'track-mempool': true })
    expect(await framesUntilPong(c)).toEqual([])
    const replacement = fakeTx(2)
    const update = harness.net.emitMempoolUpdate({
      added: [replacement],
      removed: [fakeTx(3)],
      replaced: [{ replaced: fakeTxid(3), by: fakeTxid(2) }],
    })
    const frame = (await c.next())['mempool-transactions'] as MempoolTransactions
    expect(frame).toEqual({
      sequence: update.sequence,
      added: [replacement],
      removed: [fakeTxid(3)],
      mined: [],
      replaced: [{ replaced: fakeTxid(3), by: replacement }],
    })
  })

  it('looks up a block conflict through the node once for all subscribers, leaving out unknown ones', async () => {
    const confirmed = { ...fakeTx(7), status: { confirmed: true, block_height: 11 } } as ReturnType<
      typeof fakeTx
    >
    harness.net.mempool.set(confirmed.txid, confirmed)
    let lookups = 0
    const lookup = harness.net.tx
    harness.net.tx = (txid) => {
      lookups++
      return lookup(txid)
    }
    const subscribers = [await client(), await client(), await client()]
    for (const c of subscribers) {
      c.send({ 'track-mempool': true })
      await framesUntilPong(c)
    }
    const block = harness.net.emitBlock({
      txids: [fakeTxid(9), fakeTxid(7)],
      replaced: [
        { replaced: fakeTxid(5), by: fakeTxid(7) },
        { replaced: fakeTxid(6), by: fakeTxid(8) },
      ],
    })
    for (const c of subscribers) {
      expect((await c.next())['mempool-transactions']).toEqual({
        sequence: block.sequence,
        added: [],
        removed: [],
        mined: [fakeTxid(9), fakeTxid(7)],
        replaced: [{ replaced: fakeTxid(5), by: confirmed }],
      })
    }
    expect(lookups).toBe(2)
  })

  it('can run beside track-mempool-txids on one connection', async () => {
    const c = await client()
    c.send({ 'track-mempool': true, 'track-mempool-txids': true })
    await framesUntilPong(c)
    harness.net.emitMempoolUpdate({ added: [fakeTx(1)] })
    const frame = await c.next()
    expect((frame['mempool-txids'] as MempoolTxids).added).toEqual([fakeTxid(1)])
    expect((frame['mempool-transactions'] as MempoolTransactions).added).toEqual([fakeTx(1)])
  })
})

describe('track-scriptpubkeys', () => {
  const scriptA = '0014' + 'ab'.repeat(20)
  const scriptB = '5120' + 'cd'.repeat(32)

  it('keeps valid hex scripts lowercased and deduplicated', () => {
    expect(
      scriptPubKeysOf([scriptA.toUpperCase(), scriptA, 'xyz', 'abc', '', 42, scriptB]),
    ).toEqual([scriptA, scriptB])
    expect(scriptPubKeysOf('not a list')).toEqual([])
  })

  it('sends multi-scriptpubkey-transactions keyed by script, only scripts with news', async () => {
    const c = await client()
    c.send({ 'track-scriptpubkeys': [scriptA.toUpperCase(), scriptB] })
    expect(await framesUntilPong(c)).toEqual([])
    const tx = fakeTx(1, scriptA)
    const other = fakeTx(2, '0014' + 'ee'.repeat(20))
    harness.net.emitMempoolUpdate({
      added: [tx, other],
      byScriptPubKey: new Map([
        [scriptA, { mempool: [tx], confirmed: [], removed: [] }],
        ['0014' + 'ee'.repeat(20), { mempool: [other], confirmed: [], removed: [] }],
      ]),
    })
    expect(await c.next()).toEqual({
      'multi-scriptpubkey-transactions': {
        [scriptA]: { mempool: [tx], confirmed: [], removed: [] },
      },
    })
    const mined = { ...tx, status: { confirmed: true, block_height: 11 } } as typeof tx
    harness.net.emitBlock({
      byScriptPubKey: new Map([[scriptB, { mempool: [], confirmed: [mined], removed: [] }]]),
    })
    expect(await c.next()).toEqual({
      'multi-scriptpubkey-transactions': {
        [scriptB]: { mempool: [], confirmed: [mined], removed: [] },
      },
    })
    harness.net.emitMempoolUpdate()
    expect(await framesUntilPong(c)).toEqual([])
  })

  it('answers too many scripts with track-scriptpubkeys-error, clears, and keeps the connection', async () => {
    const c = await client()
    c.send({ 'track-scriptpubkeys': [scriptA] })
    await framesUntilPong(c)
    const many = Array.from(
      { length: MAX_TRACKED_ADDRESSES + 1 },
      (_, i) => '0014' + i.toString(16).padStart(40, '0'),
    )
    c.send({ 'track-scriptpubkeys': many })
    expect(await c.next()).toEqual({ 'track-scriptpubkeys-error': TOO_MANY_SCRIPTPUBKEYS })
    harness.net.emitMempoolUpdate({
      byScriptPubKey: new Map([
        [scriptA, { mempool: [fakeTx(1, scriptA)], confirmed: [], removed: [] }],
      ]),
    })
    expect(await framesUntilPong(c)).toEqual([])
  })

  it('clears on [] and ignores null', async () => {
    const c = await client()
    const news = () =>
      new Map([[scriptA, { mempool: [fakeTx(1, scriptA)], confirmed: [], removed: [] }]])
    c.send({ 'track-scriptpubkeys': [scriptA] })
    c.send({ 'track-scriptpubkeys': null })
    await framesUntilPong(c)
    harness.net.emitMempoolUpdate({ byScriptPubKey: news() })
    expect(Object.keys(await c.next())).toEqual(['multi-scriptpubkey-transactions'])
    c.send({ 'track-scriptpubkeys': [] })
    await framesUntilPong(c)
    harness.net.emitMempoolUpdate({ byScriptPubKey: news() })
    expect(await framesUntilPong(c)).toEqual([])
  })
})
