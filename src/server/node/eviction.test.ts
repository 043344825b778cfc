import { describe, expect, it } from 'vitest'
import { confirmedUtxo, spendTx, startTestNode } from './test-support'

describe('mempool size limit', () => {
  it('evicts the cheapest txs above the limit and raises the minimum fee', async () => {
    const t = await startTestNode({ seed: 'evict', maxMempoolVsize: 60_000 })
    try {
      const info = t.net.mempoolInfo()
      expect(info.bytes).toBeLessThanOrEqual(60_000)
      expect(info.mempoolminfee).toBeGreaterThan(0.00001)
      const minRate = info.mempoolminfee * 100_000
      expect(t.net.mempoolTxids().length).toBeGreaterThan(0)
      // the recommended minimum follows the raised mempool minimum
      expect(t.net.fees().minimumFee).toBeGreaterThanOrEqual(Math.ceil(minRate - 1e-9))
      // a new tx below the raised minimum is refused
      const u = confirmedUtxo(t.net)
      const probe = spendTx([u], u.script, u.value)
      const fee = Math.floor(Math.ceil(probe.weight() / 4) * Math.max(1, minRate - 0.5))
      const cheap = spendTx([u], u.script, u.value - fee)
      expect(t.net.submitTx(cheap.toHex())).toMatchObject({
        error: expect.stringContaining('min relay fee not met'),
      })
    } finally {
      t.cleanup()
    }
  }, 120_000)
})
