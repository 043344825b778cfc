import { describe, expect, it } from 'vitest'
import { feeStats, mempoolBlockStats, projectedBlocksStats, stackFeeStats } from './block-stats'
import type { StatsTx } from './block-stats'

/** tx at `rate` sat/vB and `weight` WU, 1 byte per WU/4 for simple sizes */
function at(rate: number, weight: number): StatsTx {
  return { rate, weight, fee: (rate * weight) / 4, size: weight / 4 }
}

describe('feeStats (7 entries)', () => {
  it('a full block of rates 1…100 in descending block order', () => {
    const txs = Array.from({ length: 100 }, (_, i) => at(100 - i, 40_000))
    // p_N = sorted[floor(99 N / 100)]; 2 % heuristics look at the first and last 2 txs in block order
    // median: rates 50 and 51 each cover 5,000 WU of the [1,995,000, 2,005,000] window
    expect(feeStats(txs)).toEqual({ medianFee: 50.5, feeRange: [1, 10, 25, 50, 75, 90, 100] })
  })

  it('the 2 % heuristics widen the range with out-of-order txs at the block edges', () => {
    // block order: 0.5 at the very front is a low outlier; 200 near the end a high one (100 txs)
    const txs = Array.from({ length: 100 }, () => at(10, 40_000))
    txs[1] = at(300, 40_000) // within the first 2 → max heuristic 300 (p99 is 10 otherwise)
    txs[99] = at(0.5, 40_000) // within the last 2 → min heuristic 0.5
    const { feeRange } = feeStats(txs)
    expect(feeRange[0]).toBe(0.5)
    expect(feeRange[6]).toBe(300)
  })

  it('a block less than about half full has median 0 (its unused space counts as rate 0)', () => {
    const txs = Array.from({ length: 40 }, (_, i) => at(40 - i, 40_000)) // 1,600,000 WU
    expect(feeStats(txs).medianFee).toBe(0)
  })

  it('unused space and the lowest tx share the median window', () => {
    // 2,000,000 WU used: [1,995,000, 2,000,000] is unused (0), [2,000,000, 2,005,000] the 10 sat/vB tx
    expect(feeStats([at(20, 1_000_000), at(10, 1_000_000)]).medianFee).toBe(5)
  })

  it('≤ 1 tx gives zeros; a zero-fee first tx is skipped as a coinbase', () => {
    expect(feeStats([at(5, 400)])).toEqual({ medianFee: 0, feeRange: [0, 0, 0, 0, 0, 0, 0] })
    expect(feeStats([])).toEqual({ medianFee: 0, feeRange: [0, 0, 0, 0, 0, 0, 0] })
    const coinbase: StatsTx = { fee: 0, weight: 800, size: 200 }
    expect(feeStats([coinbase, at(7, 400)]).feeRange).toEqual([7, 7, 7, 7, 7, 7, 7])
  })

  it('falls back to fee / (weight / 4) without an effective rate', () => {
    // 10 and 20 sat/vB; with 2 txs every percentile index floor(1 × N / 100) is 0 and 2 % of 2 txs is none
    const txs = [
      { fee: 2000, weight: 400, size: 100 },
      { fee: 1000, weight: 400, size: 100 },
    ]
    expect(feeStats(txs).feeRange).toEqual([10, 10, 10, 10, 10, 10, 10])
  })
})

describe('stackFeeStats (11 entries)', () => {
  it('bands of 0.5 % of the stack weight around cumulative percentiles, lowest first', () => {
    // 400 txs × 40,000 WU, rates 400…1 in block order: each band covers 2 txs around index p% × 400
    const txs = Array.from({ length: 400 }, (_, i) => at(400 - i, 40_000))
    const { medianFee, feeRange } = stackFeeStats(txs)
    const expected = [1.5, 40.5, 80.5, 120.5, 160.5, 200.5, 240.5, 280.5, 320.5, 360.5, 399.5]
    expect(feeRange).toHaveLength(11)
    feeRange.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9))
    expect(medianFee).toBeCloseTo(200.5, 9)
  })
})

describe('mempoolBlockStats', () => {
  it('totals: bytes, fractional vB, count and fees', () => {
    const block = mempoolBlockStats([
      { fee: 1000, weight: 561, size: 250, rate: 8 },
      { fee: 500, weight: 400, size: 100 },
    ])
    expect(block).toMatchObject({ blockSize: 350, blockVSize: 240.25, nTx: 2, totalFees: 1500 })
    expect(block.feeRange).toHaveLength(7)
  })

  it('the 8th of 8 blocks above 4,000,000 WU is a stack', () => {
    const full = Array.from({ length: 100 }, (_, i) => at(100 - i, 40_000))
    const stack = Array.from({ length: 200 }, (_, i) => at(200 - i, 40_000)) // 8,000,000 WU
    const eight = [...Array.from({ length: 7 }, () => full), stack]
    expect(projectedBlocksStats(eight).map((b) => b.feeRange.length)).toEqual([
      7, 7, 7, 7, 7, 7, 7, 11,
    ])
    // with fewer than 8 blocks the last one is normal
    expect(projectedBlocksStats([full, stack]).map((b) => b.feeRange.length)).toEqual([7, 7])
  })
})
