// A statistics sample (reference §3.6) recomputed independently from the mempool txs the REST API serves.
import { describe, expect, it } from 'vitest'
import type { OptimizedStatistic } from '../../core/wire'
import type { NetworkDriver } from './network'
import { startTestNode } from './test-support'

/** §3.4 feeLevels, written out again here so the test does not share the code's table. */
const LEVELS = [
  0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200, 250,
  300, 350, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
]

describe('statistics sample', () => {
  it('buckets every mempool tx by its effective rate and sums vsize, fees and weight', async () => {
    const t = await startTestNode({ seed: 'statistics-sample' })
    try {
      const net = t.net
      const driver = net as typeof net & NetworkDriver
      const tipS = net.tip().timestamp
      driver.tick(tipS, tipS + 300) // five minutes of arrivals
      driver.poll() // projection (effective rates) of the new mempool
      const samples: OptimizedStatistic[] = []
      const off = net.onStatistic((s) => samples.push(s))
      driver.sample()
      off()
      const sample = samples[0]!
      const vsizes = LEVELS.map(() => 0)
      let fees = 0
      let weight = 0
      let count = 0
      for (const txid of net.mempoolTxids()) {
        const tx = net.tx(txid)!
        const rate = net.cpfp(txid)!.effectiveFeePerVsize!
        let bucket = 0
        for (let i = 0; i < LEVELS.length; i++) if (rate >= LEVELS[i]!) bucket = i
        vsizes[bucket]! += Math.round(tx.weight / 4)
        fees += tx.fee
        weight += tx.weight
        if (rate > 0) count++
      }
      expect(count).toBeGreaterThan(50)
      expect(sample.vsizes).toEqual(vsizes)
      expect(sample.count).toBe(count)
      expect(sample.total_fee).toBe(fees)
      expect(sample.mempool_byte_weight).toBe(weight)
      expect(sample.min_fee).toBeCloseTo(net.mempoolInfo().mempoolminfee * 100_000, 9)
    } finally {
      t.cleanup()
    }
  }, 120_000)
})
