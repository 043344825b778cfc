import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlockTx, ProjectedBlockUpdate } from '../../core'
import { ProjectedFeed } from './projected-feed'
import type { GraphFrame, ProjectedBlockValue } from './projected-feed'

const tx = (n: number, rate = 10): BlockTx => ({
  txid: n.toString(16).padStart(64, '0'),
  fee: rate * 100,
  vsize: 100,
  value: 1000,
  rate,
  flags: 0n,
  time: 0,
  acc: false,
})

/** A store value as the projected-block store publishes it (same Map, next version). */
function storeFor(index: number) {
  const txs = new Map<string, BlockTx>()
  let version = 0
  return {
    txs,
    value(update: ProjectedBlockUpdate): ProjectedBlockValue {
      version += 1
      return { id: String(index), index, sequence: version, txs, version, update }
    },
    full(...list: BlockTx[]): ProjectedBlockValue {
      txs.clear()
      for (const item of list) txs.set(item.txid, item)
      return this.value({ kind: 'full' })
    },
    add(...list: BlockTx[]): ProjectedBlockValue {
      for (const item of list) txs.set(item.txid, item)
      return this.value({ kind: 'delta', added: list, removed: [], changed: [] })
    },
  }
}

let feed: ProjectedFeed
let frames: GraphFrame[]
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
  feed = new ProjectedFeed({
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  })
  frames = []
  feed.$frame.listen((frame) => frames.push(frame))
})
afterEach(() => {
  feed.dispose()
  vi.useRealTimers()
})

const ids = (frame: GraphFrame | undefined): string[] =>
  (frame?.txs ?? []).map((item) => item.txid.slice(-2))

describe('ProjectedFeed', () => {
  it('is loading after an index change and shows the first full list at once, as a new scene', () => {
    const block = storeFor(0)
    feed.setTip(100)
    feed.show(0)
    expect(feed.$frame.get()).toMatchObject({ index: 0, loading: true, txs: [] })
    feed.receive({ id: '0' }) // the lazy stand-in's first value: no data yet
    expect(feed.$frame.get().loading).toBe(true)
    const loadingKey = feed.$frame.get().sceneKey
    feed.receive(block.full(tx(1), tx(2)))
    const shown = feed.$frame.get()
    expect(shown).toMatchObject({ loading: false, transition: 'chain' })
    expect(ids(shown)).toEqual(['01', '02'])
    expect(shown.sceneKey).not.toBe(loadingKey)
  })

  it('coalesces deltas: at most one update per 1,000 ms, carrying the latest state', () => {
    const block = storeFor(0)
    feed.setTip(100)
    feed.show(0)
    feed.receive(block.full(tx(1)))
    const first = feed.$frame.get()
    const before = frames.length
    vi.advanceTimersByTime(100)
    feed.receive(block.add(tx(2)))
    vi.advanceTimersByTime(400)
    feed.receive(block.add(tx(3)))
    expect(frames.length).toBe(before) // nothing yet: the last update was 500 ms ago
    vi.advanceTimersByTime(499)
    expect(frames.length).toBe(before)
    vi.advanceTimersByTime(1)
    expect(frames.length).toBe(before + 1)
    const update = feed.$frame.get()
    expect(ids(update)).toEqual(['01', '02', '03'])
    // Same scene, applied as a delta in the pool direction.
    expect(update.sceneKey).toBe(first.sceneKey)
    expect(update.transition).toBe('pool')

    // A quiet second later, the next delta waits only for the next tick, not another second.
    vi.advanceTimersByTime(5000)
    feed.receive(block.add(tx(4)))
    vi.advanceTimersByTime(0)
    expect(ids(feed.$frame.get())).toEqual(['01', '02', '03', '04'])
    expect(frames.length).toBe(before + 2)
  })

  it('a new tip since the last update rebuilds the scene in the chain direction', () => {
    const block = storeFor(0)
    feed.setTip(100)
    feed.show(0)
    feed.receive(block.full(tx(1), tx(2)))
    const before = feed.$frame.get().sceneKey
    vi.advanceTimersByTime(2000)
    // A block and the new projection arrive in one socket frame, the projection first.
    feed.receive(block.full(tx(3)))
    feed.setTip(101)
    vi.advanceTimersByTime(0)
    const after = feed.$frame.get()
    expect(after.transition).toBe('chain')
    expect(after.sceneKey).not.toBe(before)
    expect(ids(after)).toEqual(['03'])
    // The next delta, same tip: pool direction, same scene.
    vi.advanceTimersByTime(1000)
    feed.receive(block.add(tx(4)))
    vi.advanceTimersByTime(1000)
    expect(feed.$frame.get()).toMatchObject({ transition: 'pool', sceneKey: after.sceneKey })
  })

  it('a tip change alone (no new projection yet) still rebuilds, throttled', () => {
    const block = storeFor(0)
    feed.setTip(100)
    feed.show(0)
    feed.receive(block.full(tx(1)))
    const before = feed.$frame.get().sceneKey
    feed.setTip(101)
    expect(feed.$frame.get().sceneKey).toBe(before)
    vi.advanceTimersByTime(1000)
    expect(feed.$frame.get()).toMatchObject({ transition: 'chain' })
    expect(feed.$frame.get().sceneKey).not.toBe(before)
  })

  it('an index change drops the pending update, loads, and picks the direction from the move', () => {
    const zero = storeFor(0)
    const one = storeFor(1)
    feed.setTip(100)
    feed.show(0)
    feed.receive(zero.full(tx(1)))
    feed.receive(zero.add(tx(2))) // pending
    feed.show(1)
    expect(feed.$frame.get()).toMatchObject({ index: 1, loading: true, transition: 'chain' })
    vi.advanceTimersByTime(5000)
    expect(feed.$frame.get()).toMatchObject({ index: 1, loading: true }) // the old update never lands
    feed.receive(zero.add(tx(3))) // a late value of the old index's store is ignored
    expect(feed.$frame.get().loading).toBe(true)
    feed.receive(one.full(tx(9)))
    expect(feed.$frame.get()).toMatchObject({ index: 1, loading: false, transition: 'chain' })
    feed.show(0)
    feed.receive(zero.full(tx(1)))
    expect(feed.$frame.get()).toMatchObject({ index: 0, transition: 'pool' })
  })

  it('a dropped state (reconnect, sequence gap) shows loading until the next data', () => {
    const block = storeFor(0)
    feed.show(0)
    feed.receive(block.full(tx(1)))
    block.txs.clear()
    feed.receive(block.value({ kind: 'reset' }))
    expect(feed.$frame.get()).toMatchObject({ loading: true, txs: [] })
    feed.receive(block.full(tx(5)))
    expect(feed.$frame.get()).toMatchObject({ loading: false })
    expect(ids(feed.$frame.get())).toEqual(['05'])
  })

  it('with no projected blocks shows one empty block, not loading, whatever the store still holds', () => {
    const block = storeFor(0)
    feed.show(0)
    feed.setEmpty(true)
    expect(feed.$frame.get()).toMatchObject({ loading: false, txs: [] })
    feed.receive(block.full(tx(1)))
    vi.advanceTimersByTime(1000)
    expect(feed.$frame.get().txs).toEqual([])
    feed.setEmpty(false)
    expect(ids(feed.$frame.get())).toEqual(['01'])
  })
})

describe('ProjectedFeed deltas for the graph', () => {
  it('a coalesced update carries the store deltas merged; a missed store value or a full list drops it', () => {
    const block = storeFor(0)
    const removal = (...list: BlockTx[]): ProjectedBlockValue => {
      for (const item of list) block.txs.delete(item.txid)
      return block.value({ kind: 'delta', added: [], removed: list, changed: [] })
    }
    feed.setTip(100)
    feed.show(0)
    feed.receive(block.full(tx(1), tx(2)))
    expect(feed.$frame.get().delta).toBeUndefined() // a new scene
    feed.receive(block.add(tx(3), tx(4)))
    feed.receive(removal(tx(1), tx(4))) // 4 comes and goes within one update: not in the delta
    vi.advanceTimersByTime(1000)
    const delta = feed.$frame.get().delta
    expect(delta?.added.map((item) => item.txid.slice(-2))).toEqual(['03'])
    expect(delta?.removed.map((txid) => txid.slice(-2))).toEqual(['01'])
    expect(ids(feed.$frame.get())).toEqual(['02', '03'])

    block.value({ kind: 'delta', added: [], removed: [], changed: [] }) // a value the feed never saw
    feed.receive(block.add(tx(5)))
    vi.advanceTimersByTime(1000)
    expect(ids(feed.$frame.get())).toEqual(['02', '03', '05'])
    expect(feed.$frame.get().delta).toBeUndefined() // BlockGraph diffs the list instead

    feed.receive(block.add(tx(6)))
    vi.advanceTimersByTime(1000)
    expect(feed.$frame.get().delta?.added.map((item) => item.txid.slice(-2))).toEqual(['06'])
  })
})
