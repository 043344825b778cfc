import { describe, expect, it } from 'vitest'
import { hasRecorded, readRecorded } from '../../../tests/fixtures/recorded'
import type { MempoolBlock } from '../../core/wire'
import { recommendedFees } from './recommended-fees'

const FIXTURE = 'backend/src/__tests__/api/test-data/fee-mempool-blocks.json'

function block(medianFee: number, blockVSize: number): MempoolBlock {
  return { blockSize: blockVSize, blockVSize, nTx: 1, totalFees: 0, medianFee, feeRange: [] }
}

describe.skipIf(!hasRecorded)('recommended fees on the reference test data', () => {
  const data = () => readRecorded<Record<'subsat' | 'empty' | 'lowfee', MempoolBlock[]>>(FIXTURE)
  it('subsat with mempoolminfee 0.1 sat/vB → {2, 1, 1, 1, 1}', () => {
    expect(recommendedFees(data().subsat, 0.1)).toEqual({
      fastestFee: 2,
      halfHourFee: 1,
      hourFee: 1,
      economyFee: 1,
      minimumFee: 1,
    })
  })
  it('lowfee with 1 sat/vB → {2, 2, 2, 2, 1}', () => {
    expect(recommendedFees(data().lowfee, 1)).toEqual({
      fastestFee: 2,
      halfHourFee: 2,
      hourFee: 2,
      economyFee: 2,
      minimumFee: 1,
    })
  })
  it('a single 10,000 vB block → all 1', () => {
    expect(recommendedFees(data().empty, 1)).toEqual({
      fastestFee: 1,
      halfHourFee: 1,
      hourFee: 1,
      economyFee: 1,
      minimumFee: 1,
    })
  })
})

describe('recommended fees by hand', () => {
  it('no projected blocks: everything is the minimum', () => {
    expect(recommendedFees([], 2.3)).toEqual({
      fastestFee: 3,
      halfHourFee: 3,
      hourFee: 3,
      economyFee: 3,
      minimumFee: 3,
    })
  })

  it('averages each block with the previous result, rounds up, and keeps faster ≥ slower', () => {
    // fastest ceil(10.2) = 11; halfHour ceil((4 + 11)/2 = 7.5) = 8; hour ceil((3 + 8)/2 = 5.5) = 6;
    // economy max(1, min(2, 6)) = 2
    const blocks = [block(10.2, 999_000), block(4, 999_000), block(3, 999_000), block(1, 999_000)]
    expect(recommendedFees(blocks, 1)).toEqual({
      fastestFee: 11,
      halfHourFee: 8,
      hourFee: 6,
      economyFee: 2,
      minimumFee: 1,
    })
  })

  it('a last block between 500,000 and 950,000 vB scales its fee by how full it is past half', () => {
    // 10 × (800,000 − 500,000) / 500,000 = 6
    expect(recommendedFees([block(10, 800_000)], 1).fastestFee).toBe(6)
    // the same block with a successor is rounded up unscaled
    expect(recommendedFees([block(10, 800_000), block(5, 100_000)], 1).fastestFee).toBe(10)
    // at most half full: the minimum
    expect(recommendedFees([block(10, 500_000)], 1).fastestFee).toBe(1)
  })

  it('precise: 0.001 steps, +0.5 on fastest and +0.25 on half hour', () => {
    // minimum 0.1; fastest roundUp(1.00236, 0.001) = 1.003 → 1.503; halfHour median 0.6 < … uses (0.6+1.003)/2
    const blocks = [block(1.00236, 999_000), block(0.6, 999_000), block(0.52, 999_000)]
    // halfHour: roundUp(0.8015) = 0.802 → 1.052; hour: roundUp((0.52 + 0.802)/2 = 0.661) = 0.661;
    // economy: max(0.1, min(0.2, 0.661)) = 0.2
    expect(recommendedFees(blocks, 0.1, 'precise')).toEqual({
      fastestFee: 1.503,
      halfHourFee: 1.052,
      hourFee: 0.661,
      economyFee: 0.2,
      minimumFee: 0.1,
    })
  })
})
