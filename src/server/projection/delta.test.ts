import { describe, expect, it } from 'vitest'
import { compressTx, truncateProjectedList } from './compressed'
import type { ProjectedTx } from './compressed'
import { diffProjectedBlock, preferFullList } from './delta'
import { ProjectionStream } from './stream'

function ptx(txid: string, rate: number, extra: Partial<ProjectedTx> = {}): ProjectedTx {
  return {
    txid,
    fee: 1000,
    weight: 561,
    value: 5000,
    rate,
    flags: 2 ** 40 + 1,
    time: 1_700_000_000,
    ...extra,
  }
}

describe('compressed tuples', () => {
  it('[txid, fee, weight/4, value, rate 2 dp, flags, time] and a trailing 1 only when accelerated', () => {
    expect(compressTx(ptx('a', 4.285714))).toEqual([
      'a',
      1000,
      140.25,
      5000,
      4.29,
      2 ** 40 + 1,
      1_700_000_000,
    ])
    expect(compressTx(ptx('a', 4.285714, { accelerated: true }))).toHaveLength(8)
    expect(compressTx(ptx('a', 4.285714, { accelerated: true }))[7]).toBe(1)
  })

  it('a list stops after the tx that takes it past 1,200,000 vB', () => {
    const txs = Array.from({ length: 20 }, (_, i) => ptx(`t${i}`, 1, { weight: 400_000 })) // 100,000 vB each
    expect(truncateProjectedList(txs)).toHaveLength(13) // 12 reach exactly 1,200,000; the 13th passes it
    expect(truncateProjectedList(txs.slice(0, 5))).toHaveLength(5)
  })
})

describe('diffProjectedBlock', () => {
  it('added in new order, removed in old order, changed on unrounded rate or acceleration only', () => {
    const previous = [ptx('a', 5), ptx('b', 3), ptx('c', 2), ptx('e', 1)]
    const next = [
      ptx('b', 3.001), // rounds to the same 3.00 but changed
      ptx('c', 2, { accelerated: true }),
      ptx('d', 9),
      ptx('e', 1, { flags: 7 }), // flags alone do not count
    ]
    expect(diffProjectedBlock(previous, next)).toEqual({
      added: [compressTx(ptx('d', 9))],
      removed: ['a'],
      changed: [
        ['b', 3, 2 ** 40 + 1, 0],
        ['c', 2, 2 ** 40 + 1, 1],
      ],
    })
  })

  it('full list when more than half of the new list is new', () => {
    expect(preferFullList({ added: [compressTx(ptx('x', 1))], removed: [], changed: [] }, 2)).toBe(
      false,
    )
    const two = [compressTx(ptx('x', 1)), compressTx(ptx('y', 1))]
    expect(preferFullList({ added: two, removed: [], changed: [] }, 3)).toBe(true)
  })
})

describe('ProjectionStream', () => {
  it('mempool updates send a delta per index (empty ones too) with one global sequence', () => {
    const stream = new ProjectionStream()
    const first = stream.mempoolUpdate([[ptx('a', 5)], [ptx('b', 1)]])
    expect(first.map((f) => [f.index, f.sequence])).toEqual([
      [0, 1],
      [1, 1],
    ])
    const second = stream.mempoolUpdate([[ptx('a', 5)]])
    expect(second).toEqual([
      { index: 0, sequence: 2, delta: { added: [], removed: [], changed: [] } },
      { index: 1, sequence: 2, delta: { added: [], removed: ['b'], changed: [] } },
    ])
    expect(stream.full(0)).toEqual({
      index: 0,
      sequence: 2,
      blockTransactions: [compressTx(ptx('a', 5))],
    })
    expect(stream.full(3)).toEqual({ index: 3, sequence: 2, blockTransactions: [] })
  })

  it('a new block sends full lists when mostly new, deltas otherwise, nothing for empty indexes', () => {
    const stream = new ProjectionStream()
    stream.mempoolUpdate([
      [ptx('a', 9), ptx('b', 8)],
      [ptx('c', 5), ptx('d', 4), ptx('e', 3)],
    ])
    // block 0 mined: old block 1 moves to index 0 (all new there → full); index 1 keeps 2 of 3 → delta
    const frames = stream.newBlock([
      [ptx('c', 5), ptx('d', 4), ptx('e', 3)],
      [ptx('d', 4), ptx('e', 3), ptx('f', 1)],
    ])
    expect(frames[0]).toEqual({
      index: 0,
      sequence: 2,
      blockTransactions: [ptx('c', 5), ptx('d', 4), ptx('e', 3)].map(compressTx),
    })
    expect(frames[1]).toEqual({
      index: 1,
      sequence: 2,
      delta: { added: [compressTx(ptx('f', 1))], removed: ['c'], changed: [] },
    })
    // the mempool empties into one block: index 1 is gone, no frame for it, but the sequence moves on
    const last = stream.newBlock([[ptx('f', 1)]])
    expect(last.map((f) => f.index)).toEqual([0])
    expect(stream.sequence).toBe(3)
  })

  it('out of sync: nothing is sent and the sequence stays', () => {
    const stream = new ProjectionStream()
    stream.mempoolUpdate([[ptx('a', 1)]])
    expect(stream.mempoolUpdate([[ptx('b', 1)]], false)).toEqual([])
    expect(stream.newBlock([[ptx('b', 1)]], false)).toEqual([])
    expect(stream.sequence).toBe(1)
  })
})
