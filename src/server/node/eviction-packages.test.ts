// Size-limit eviction works on packages (a tx with its in-mempool descendants), lowest package rate first,
// and a submitted tx that is trimmed right away is refused with "mempool full", as Core does.
import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { fromDisplayHex } from '../chain/hash'
import { confirmedUtxo, spendTx, startTestNode } from './test-support'

const LIMIT_VB = 60_000

/** One input, `outputs` outputs of 1,000 sats to `script`, change in the first; fee = rate × ceil(vsize). */
function fanOut(
  u: { txid: string; vout: number; value: number; script: Uint8Array },
  outputs: number,
  rateSatVb: number,
): bitcoin.Transaction {
  const build = (fee: number): bitcoin.Transaction => {
    const tx = new bitcoin.Transaction()
    tx.version = 2
    tx.addInput(fromDisplayHex(u.txid), u.vout, 0xfffffffd)
    tx.setWitness(0, [new Uint8Array(72).fill(0x30), new Uint8Array(33).fill(0x02)])
    tx.addOutput(u.script, BigInt(u.value - fee - (outputs - 1) * 1_000))
    for (let i = 1; i < outputs; i++) tx.addOutput(u.script, 1_000n)
    return tx
  }
  return build(Math.ceil(Math.ceil(build(0).weight() / 4) * rateSatVb))
}

describe('mempool size limit (packages)', () => {
  it('evicts a low-rate parent together with its child, keeps what pays, refuses a tx trimmed at once', async () => {
    const t = await startTestNode({ seed: 'evict-packages', maxMempoolVsize: LIMIT_VB })
    try {
      const net = t.net
      const minRate = () => net.mempoolInfo().mempoolminfee * 100_000
      const m = minRate()
      // parent and child both at the mempool minimum: the cheapest package in the mempool
      const u = confirmedUtxo(net, 100_000)
      const parentFee = Math.ceil(Math.ceil(spendTx([u], u.script, 0).weight() / 4) * m)
      const parent = spendTx([u], u.script, u.value - parentFee)
      expect(net.submitTx(parent.toHex())).toEqual({ txid: parent.getId() })
      const childFee = Math.ceil(Math.ceil(spendTx([u], u.script, 0).weight() / 4) * m)
      const child = spendTx(
        [{ txid: parent.getId(), vout: 0 }],
        u.script,
        u.value - parentFee - childFee,
      )
      expect(net.submitTx(child.toHex())).toEqual({ txid: child.getId() })
      const packageRate = (parentFee + childFee) / ((parent.weight() + child.weight()) / 4)

      // a ~50,000 vB tx paying 500 sat/vB pushes the mempool far over the limit: almost all else must go
      const rich = confirmedUtxo(net, 30_000_000)
      const big = fanOut(rich, 1_600, 500)
      expect(big.weight() / 4).toBeGreaterThan(48_000)
      expect(net.submitTx(big.toHex())).toEqual({ txid: big.getId() })

      const mempool = new Set(net.mempoolTxids())
      expect(net.mempoolInfo().bytes).toBeLessThanOrEqual(LIMIT_VB)
      expect(mempool.has(big.getId())).toBe(true)
      expect(mempool.has(child.getId())).toBe(false)
      expect(mempool.has(parent.getId())).toBe(false) // not left behind as a new "leaf"
      // the new minimum is above every dropped package's rate (+1 sat/vB incremental relay fee)
      expect(minRate()).toBeGreaterThanOrEqual(packageRate + 1 - 1e-9)
      // and goes on the wire as BTC/kvB with at most 8 decimals, like Core's getmempoolinfo
      expect(JSON.stringify(net.mempoolInfo().mempoolminfee)).toMatch(/^0\.\d{1,8}$/)
      expect(JSON.stringify(net.mempoolInfo().total_fee)).toMatch(/^\d+(\.\d{1,8})?$/)
      // no tx is left with an in-mempool parent that is gone (children go with their evicted parents)
      for (const txid of mempool)
        for (const vin of net.tx(txid)?.vin ?? [])
          expect(net.txStatus(vin.txid), `${txid} spends ${vin.txid}`).not.toBeNull()

      // a tx paying the minimum that cannot fit beside what pays more is trimmed at once and refused
      const huge = fanOut(confirmedUtxo(net, 3_000_000), 400, minRate())
      expect(huge.weight() / 4 + net.mempoolInfo().bytes).toBeGreaterThan(LIMIT_VB)
      const before = net.mempoolTxids().length
      expect(net.submitTx(huge.toHex())).toEqual({ error: 'mempool full' })
      expect(net.mempoolTxids()).not.toContain(huge.getId())
      expect(net.mempoolTxids().length).toBeGreaterThan(before / 2)
    } finally {
      t.cleanup()
    }
  }, 120_000)
})
