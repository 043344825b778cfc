import { cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TransactionCompressed } from '../api/compressed'
import type { ProjectedBlockState } from './projected-block'
import { setup } from './test-kit'

// Tuples as recorded in reference §1.5 (time at index 6, acceleration marker at 7).
const B6A5 = 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698'
const T172B = '172b34fb099d80f61b65d1c107c4f25665c8f50e30c1371b2e6fbced62991d58'
const T956A = '956a6eee382214631c3299e0410565e05fbd6328c89fa746efab6371705aca2a'
const tupleB6a5: TransactionCompressed = [B6A5, 960, 224, 49040, 4.29, 1099511628809, 1743541726]
const tuple172b: TransactionCompressed = [
  T172B,
  2000,
  171.25,
  5942725,
  11.68,
  1099511631877,
  1734881537,
  1,
]
const tuple956a: TransactionCompressed = [
  T956A,
  1410,
  140.25,
  100000,
  10.05,
  1099511631881,
  1743541700,
]

let kit = setup()
let values: ProjectedBlockState[] = []
function mount(index: number): () => void {
  values = []
  return kit.stores.projectedBlock(index).listen((value) => values.push(value))
}
afterEach(() => {
  for (const index of [0, 1, 2]) cleanStores(kit.stores.projectedBlock(index))
  vi.useRealTimers()
  kit = setup()
})

describe('projectedBlock(index)', () => {
  it('tracks its index while mounted and releases it on unmount; one store per index', () => {
    vi.useFakeTimers()
    const { socket, stores } = kit
    expect(stores.projectedBlock(2)).toBe(stores.projectedBlock(2))
    expect(stores.projectedBlock(2)).not.toBe(stores.projectedBlock(1))
    const stop = mount(2)
    expect(socket.tracks).toEqual([{ key: 'track-mempool-block', value: 2 }])
    expect(socket.listenerCount('projected-block-transactions')).toBe(1)
    stop()
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY)
    expect(socket.released).toContain('track-mempool-block:2')
    expect(socket.listenerCount()).toBe(0)
  })

  it('replaces the state on a full list, in template order, flags as bigint', () => {
    const { socket, stores } = kit
    mount(0)
    socket.emit({
      'projected-block-transactions': {
        index: 0,
        sequence: 80269,
        blockTransactions: [tupleB6a5, tuple172b],
      },
    })
    const state = stores.projectedBlock(0).get()
    expect(state).toMatchObject({ id: '0', index: 0, sequence: 80269 })
    expect(state.update).toEqual({ kind: 'full' })
    expect([...state.txs.keys()]).toEqual([B6A5, T172B])
    expect(state.txs.get(B6A5)).toEqual({
      txid: B6A5,
      fee: 960,
      vsize: 224,
      value: 49040,
      rate: 4.29,
      flags: 1099511628809n,
      time: 1743541726,
      acc: false,
    })
    expect(state.txs.get(T172B)).toMatchObject({
      vsize: 171.25,
      flags: 1099511631877n,
      time: 1734881537,
      acc: true,
    })

    socket.emit({
      'projected-block-transactions': { index: 0, sequence: 80275, blockTransactions: [tuple956a] },
    })
    expect([...stores.projectedBlock(0).get().txs.keys()]).toEqual([T956A])
    expect(stores.projectedBlock(0).get().sequence).toBe(80275)
  })

  it('applies a delta: removed, then changed (rate and acc only), then added', () => {
    const { socket, stores } = kit
    mount(0)
    socket.emit({
      'projected-block-transactions': {
        index: 0,
        sequence: 80269,
        blockTransactions: [tupleB6a5, tuple172b],
      },
    })
    const before = stores.projectedBlock(0).get()
    socket.emit({
      'projected-block-transactions': {
        index: 0,
        sequence: 80270,
        delta: {
          added: [tuple956a],
          removed: [T172B, 'f'.repeat(64)],
          changed: [
            [B6A5, 5.12, 1, 1],
            ['e'.repeat(64), 9, 1, 0],
          ],
        },
      },
    })
    const state = stores.projectedBlock(0).get()
    expect(state).not.toBe(before)
    expect(state.version).toBe(before.version + 1)
    expect(state.sequence).toBe(80270)
    expect([...state.txs.keys()]).toEqual([B6A5, T956A])
    // rate and acceleration follow the change; fee, vsize and flags stay as they were.
    expect(state.txs.get(B6A5)).toEqual({
      txid: B6A5,
      fee: 960,
      vsize: 224,
      value: 49040,
      rate: 5.12,
      flags: 1099511628809n,
      time: 1743541726,
      acc: true,
    })
    expect(state.txs.get(T956A)?.flags).toBe(1099511631881n)
    expect(state.update.kind).toBe('delta')
    if (state.update.kind !== 'delta') return
    expect(state.update.removed.map((tx) => tx.txid)).toEqual([T172B])
    expect(state.update.changed.map((tx) => [tx.txid, tx.rate])).toEqual([[B6A5, 5.12]])
    expect(state.update.added.map((tx) => tx.txid)).toEqual([T956A])
    expect(kit.socket.sent).toEqual([])
  })

  it('an add and a remove of the same txid in one delta leave the tx in (removals go first)', () => {
    const { socket, stores } = kit
    mount(0)
    socket.emit({
      'projected-block-transactions': { index: 0, sequence: 5, blockTransactions: [tupleB6a5] },
    })
    socket.emit({
      'projected-block-transactions': {
        index: 0,
        sequence: 6,
        delta: { added: [[B6A5, 999, 224, 49040, 4.46, 1, 1]], removed: [B6A5], changed: [] },
      },
    })
    expect(stores.projectedBlock(0).get().txs.get(B6A5)?.fee).toBe(999)
  })

  it('on a sequence gap drops the state, resets the sequence and asks again for the full list', () => {
    const { socket, stores } = kit
    mount(1)
    socket.emit({
      'projected-block-transactions': {
        index: 1,
        sequence: 100,
        blockTransactions: [tupleB6a5, tuple172b],
      },
    })
    socket.emit({
      'projected-block-transactions': {
        index: 1,
        sequence: 102,
        delta: { added: [tuple956a], removed: [], changed: [] },
      },
    })
    const state = stores.projectedBlock(1).get()
    expect(state.txs.size).toBe(0)
    expect(state.sequence).toBe(0)
    expect(state.update).toEqual({ kind: 'reset' })
    expect(socket.sent).toEqual([{ 'track-mempool-block': 1 }])

    // With no stored sequence the next delta applies; the full list then replaces everything.
    socket.emit({
      'projected-block-transactions': {
        index: 1,
        sequence: 103,
        delta: { added: [tuple956a], removed: [], changed: [] },
      },
    })
    expect([...stores.projectedBlock(1).get().txs.keys()]).toEqual([T956A])
    socket.emit({
      'projected-block-transactions': { index: 1, sequence: 103, blockTransactions: [tuple172b] },
    })
    expect([...stores.projectedBlock(1).get().txs.keys()]).toEqual([T172B])
    expect(socket.sent).toHaveLength(1)
  })

  it('ignores frames for another index', () => {
    const { socket, stores } = kit
    mount(0)
    socket.emit({
      'projected-block-transactions': { index: 0, sequence: 7, blockTransactions: [tupleB6a5] },
    })
    const count = values.length
    socket.emit({
      'projected-block-transactions': { index: 1, sequence: 8, blockTransactions: [tuple172b] },
    })
    socket.emit({
      'projected-block-transactions': {
        index: 3,
        sequence: 99,
        delta: { added: [], removed: [B6A5], changed: [] },
      },
    })
    expect(values).toHaveLength(count)
    expect([...stores.projectedBlock(0).get().txs.keys()]).toEqual([B6A5])
    expect(stores.projectedBlock(0).get().sequence).toBe(7)
    expect(socket.sent).toEqual([])
  })

  it('drops the state when the socket (re)opens so stale transactions are never shown', () => {
    const { socket, stores } = kit
    mount(0)
    socket.emit({
      'projected-block-transactions': { index: 0, sequence: 7, blockTransactions: [tupleB6a5] },
    })
    socket.open()
    expect(stores.projectedBlock(0).get()).toMatchObject({ sequence: 0, update: { kind: 'reset' } })
    expect(stores.projectedBlock(0).get().txs.size).toBe(0)
  })

  it('publishes one new value per frame, including an all-empty delta', () => {
    const { socket } = kit
    mount(0)
    const start = values.length
    socket.emit({
      'projected-block-transactions': { index: 0, sequence: 1, blockTransactions: [tupleB6a5] },
    })
    socket.emit({
      'projected-block-transactions': {
        index: 0,
        sequence: 2,
        delta: { added: [], removed: [], changed: [] },
      },
    })
    expect(values).toHaveLength(start + 2)
    expect(values.at(-1)?.sequence).toBe(2)
    expect(new Set(values.map((value) => value.version)).size).toBe(values.length)
  })
})
