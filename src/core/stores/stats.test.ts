import { cleanStores, keepMount, STORE_UNMOUNT_DELAY } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DifficultyAdjustment } from '../api/difficulty'
import type { MempoolBlock } from '../api/mempool-block'
import type { TransactionStripped } from '../api/transaction'
import { setup } from './test-kit'

let kit = setup()
afterEach(() => {
  const s = kit.stores
  cleanStores(
    s.$mempoolInfo,
    s.$vBytesPerSecond,
    s.$fees,
    s.$difficulty,
    s.$transactions,
    s.$mempoolBlocks,
    s.$blocks,
    s.$tip,
  )
  cleanStores(s.$loadingIndicators, s.$syncProgress, s.$rbfSummary)
  vi.useRealTimers()
  kit = setup()
})

const stripped = (n: number): TransactionStripped => ({
  txid: n.toString(16).padStart(64, '0'),
  fee: 200 + n,
  vsize: 140.25,
  value: 1000,
  rate: 1.5,
})

describe('stats stores', () => {
  it('share one want of stats across every stats store and release it after the last one', () => {
    vi.useFakeTimers()
    const { socket, stores } = kit
    const stops = [
      stores.$mempoolInfo.listen(() => {}),
      stores.$fees.listen(() => {}),
      stores.$transactions.listen(() => {}),
    ]
    expect(socket.wants).toEqual(['stats'])
    // A store mounted later still has the values that came before it.
    socket.emit({ vBytesPerSecond: 1415 })
    expect(stores.$vBytesPerSecond.get()).toBe(1415)
    for (const stop of stops) stop()
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY)
    expect(socket.activeWants()).toEqual([])
    expect(socket.listenerCount()).toBe(0)
  })

  it('slices transactions to 6, newest first as sent', () => {
    const { socket, stores } = kit
    keepMount(stores.$transactions)
    socket.emit({ transactions: [1, 2, 3, 4, 5, 6, 7, 8].map(stripped) })
    expect(stores.$transactions.get().map((tx) => tx.fee)).toEqual([201, 202, 203, 204, 205, 206])
  })

  it('normalises da once: seconds become ms, ms stay ms', () => {
    const { socket, stores } = kit
    keepMount(stores.$difficulty)
    const da: DifficultyAdjustment = {
      progressPercent: 68.99801587301587,
      difficultyChange: 2.7058667283164084,
      estimatedRetargetDate: 1743907120500,
      remainingBlocks: 625,
      remainingTime: 365382500,
      previousRetarget: 1.433804484570416,
      previousTime: 1742728542,
      nextRetargetHeight: 891072,
      timeAvg: 584612,
      adjustedTimeAvg: 584612,
      timeOffset: 0,
      expectedBlocks: 1355.3266666666666,
    }
    socket.emit({ da })
    expect(stores.$difficulty.get()).toEqual({
      progressPercent: 68.99801587301587,
      difficultyChange: 2.7058667283164084,
      previousRetarget: 1.433804484570416,
      remainingBlocks: 625,
      nextRetargetHeight: 891072,
      expectedBlocks: 1355.3266666666666,
      estimatedRetargetMs: 1743907120500,
      previousTimeMs: 1742728542000,
      remainingTimeMs: 365382500,
      timeAvgMs: 584612,
      adjustedTimeAvgMs: 584612,
      timeOffsetMs: 0,
    })
  })
})

describe('$mempoolBlocks', () => {
  const wire = (nTx: number): MempoolBlock => ({
    blockSize: 1,
    blockVSize: 1,
    nTx,
    totalFees: 1,
    medianFee: 1,
    feeRange: [1],
  })
  const tipBlock = (height: number) => ({ id: String(height), height, extras: {} }) as never

  it('wants mempool-blocks and blocks, and re-derives heights when the tip moves', () => {
    const { socket, stores } = kit
    keepMount(stores.$mempoolBlocks)
    expect(socket.activeWants().sort()).toEqual(['blocks', 'mempool-blocks'])
    socket.emit({ 'mempool-blocks': [wire(10), wire(20)] })
    expect(stores.$mempoolBlocks.get()).toEqual([]) // no tip yet
    socket.emit({ blocks: [tipBlock(99), tipBlock(100)] })
    expect(stores.$mempoolBlocks.get().map((b) => [b.index, b.height, b.nTx])).toEqual([
      [0, 101, 10],
      [1, 102, 20],
    ])
    socket.emit({ block: tipBlock(101) })
    expect(stores.$mempoolBlocks.get().map((b) => b.height)).toEqual([102, 103])
  })
})

describe('$loadingIndicators and $syncProgress', () => {
  it('reports synchronising while mempool < 100, else null', () => {
    const { socket, stores } = kit
    keepMount(stores.$syncProgress)
    expect(stores.$syncProgress.get()).toBeNull()
    socket.emit({ loadingIndicators: { mempool: 42, 'block-indexing': 7 } })
    expect(stores.$syncProgress.get()).toEqual({ state: 'synchronizing', percent: 42 })
    expect(stores.$loadingIndicators.get()).toEqual({ mempool: 42, 'block-indexing': 7 })
    socket.emit({ loadingIndicators: { mempool: 100 } })
    expect(stores.$syncProgress.get()).toBeNull()
    socket.emit({ loadingIndicators: { 'block-indexing': 50 } })
    expect(stores.$syncProgress.get()).toBeNull()
  })
})

describe('$rbfSummary', () => {
  it('tracks the summary while mounted, takes init and live lists, including an empty one', () => {
    vi.useFakeTimers()
    const { socket, stores } = kit
    const stop = stores.$rbfSummary.listen(() => {})
    expect(socket.activeTracks().get('track-rbf-summary')).toBe(true)
    const info = {
      txid: 'a'.repeat(64),
      mined: false,
      fullRbf: false,
      oldFee: 606,
      oldVsize: 233,
      newFee: 960,
      newVsize: 224,
    }
    socket.emit({ rbfSummary: [info] })
    expect(stores.$rbfSummary.get()).toEqual([info])
    socket.emit({ rbfLatestSummary: [] })
    expect(stores.$rbfSummary.get()).toEqual([])
    stop()
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY)
    expect(socket.released).toEqual(['track-rbf-summary:true'])
  })

  it('keeps the 6 latest of a longer list (spec §9)', () => {
    const { socket, stores } = kit
    keepMount(stores.$rbfSummary)
    const list = Array.from({ length: 8 }, (_, i) => ({
      txid: i.toString(16).repeat(64),
      mined: false,
      fullRbf: false,
      oldFee: 100 + i,
      oldVsize: 200,
      newFee: 300 + i,
      newVsize: 200,
    }))
    socket.emit({ rbfLatestSummary: list })
    expect(stores.$rbfSummary.get()?.map((info) => info.oldFee)).toEqual([
      100, 101, 102, 103, 104, 105,
    ])
  })
})
