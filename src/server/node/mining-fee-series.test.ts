// The fee and reward series carry the BTC price of their time (USD), the timespan variant of the fee series
// picks the blocks between two times, and each pool's avgFeeDelta comes from its audited blocks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPriceSeries } from '../sim/price'
import type { SimNetwork } from './types'
import { startTestNode, type TestNode } from './test-support'

const SEED = 'mining-fee-series'
let t: TestNode
let net: SimNetwork
beforeAll(async () => {
  t = await startTestNode({ seed: SEED })
  net = t.net
  for (let i = 0; i < 3; i++) net.mineBlock() // audited blocks of several pools
}, 120_000)
afterAll(() => t.cleanup())

const prices = createPriceSeries(SEED)

describe('block fee and reward series', () => {
  it('give each point the simulated BTC price in USD at its time', () => {
    const fees = net.blockFees('all')
    const rewards = net.blockRewards('all')
    expect(fees.length).toBeGreaterThan(100)
    for (const p of [...fees, ...rewards]) expect(p.USD).toBe(prices.usdAt(p.timestamp))
    expect(new Set(fees.map((p) => p.USD)).size).toBeGreaterThan(1)
  })

  it('answers the blocks mined between two unix times, oldest first, one point per block', () => {
    const recent = net.blocks(undefined, 12).reverse()
    const from = (recent[2]?.timestamp ?? 0) - 1
    const to = recent[9]?.timestamp ?? 0
    const inside = recent.filter((b) => b.timestamp >= from && b.timestamp <= to)
    expect(inside.length).toBeGreaterThanOrEqual(8)
    expect(net.blockFeesBetween(from, to)).toEqual(
      inside.map((b) => ({
        avgHeight: b.height,
        timestamp: b.timestamp,
        avgFees: b.extras.totalFees,
        USD: prices.usdAt(b.timestamp),
      })),
    )
    expect(net.blockFeesBetween(to + 10_000, to + 20_000)).toEqual([])
  })
})

describe('pool ranking avgFeeDelta', () => {
  it('is the mean relative difference between fees and audit-expected fees, as an 8-decimal string', () => {
    let withAudits = 0
    for (const pool of net.pools('all').pools) {
      const deltas = (net.poolBlocks(pool.slug) ?? []).flatMap((b) => {
        const expected = net.auditScore(b.id)?.expectedFees
        return expected ? [(b.extras.totalFees - expected) / expected] : []
      })
      if (deltas.length === 0) {
        expect(pool.avgFeeDelta).toBeNull()
        continue
      }
      withAudits++
      const mean = deltas.reduce((a, d) => a + d, 0) / deltas.length
      expect(pool.avgFeeDelta).toMatch(/^-?\d+\.\d{8}$/)
      expect(Number(pool.avgFeeDelta)).toBeCloseTo(mean, 8)
    }
    expect(withAudits).toBeGreaterThan(0)
  })
})
