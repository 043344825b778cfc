import { describe, expect, it } from 'vitest'
import {
  backlogTarget,
  BLOCK_VSIZE,
  demandFactor,
  demandRatio,
  sampleFeeRate,
  sampleMinedFeeRate,
} from './fee-market'
import { createRng } from './prng'

const NOON = 1_780_000_000 - (1_780_000_000 % 86_400) + 43_200

describe('fee market', () => {
  it('calls 7 tx/s with 600 s blocks congested and the fast test settings quiet', () => {
    expect(demandRatio(7, 600)).toBeGreaterThan(1)
    expect(demandRatio(7, 5)).toBeLessThan(0.1)
    expect(backlogTarget(demandRatio(7, 600), 6)).toBe(6 * BLOCK_VSIZE)
    expect(backlogTarget(demandRatio(1.8, 600), 6)).toBe(0)
  })

  it('runs testnet and signet quieter than mainnet but with blocks over half full on average', () => {
    // createSimNode scales the tx rate by 0.6 (testnet) and 0.5 (signet); under half full, a block's median is 0
    for (const density of [0.6, 0.5]) {
      expect(demandRatio(7 * density, 600)).toBeGreaterThan(0.5)
      expect(demandRatio(7 * density, 600)).toBeLessThan(1)
    }
  })

  it('slows arrivals above the backlog target and speeds them up below it', () => {
    const target = 6 * BLOCK_VSIZE
    expect(demandFactor(target, target)).toBe(1)
    expect(demandFactor(2 * target, target)).toBeLessThan(0.8)
    expect(demandFactor(0, target)).toBeGreaterThan(1.2)
    expect(demandFactor(0, 0)).toBe(1)
  })

  it('lets fee-targeting users bid on the projected blocks: higher medians, higher bids', () => {
    const median = (ladder: number[]): number => {
      const rng = createRng(1, 'ladder')
      const rates = Array.from({ length: 4_001 }, () => sampleFeeRate(rng, NOON, 1, ladder)).sort(
        (a, b) => a - b,
      )
      return rates[2_000] as number
    }
    const calm = [4, 3, 2.5, 2, 1.8, 1.5, 1.2, 1]
    const busy = calm.map((m) => m * 10)
    expect(median(busy)).toBeGreaterThan(median(calm) * 1.3)
    expect(median([])).toBeGreaterThan(median(calm))
  })

  it('gives mined txs a median well above the minimum fee', () => {
    const rng = createRng(2, 'mined')
    const rates = Array.from({ length: 3_001 }, () => sampleMinedFeeRate(rng, NOON)).sort(
      (a, b) => a - b,
    )
    expect(rates[1_500]).toBeGreaterThan(4)
    expect(rates[0]).toBeGreaterThanOrEqual(1.01)
  })
})
