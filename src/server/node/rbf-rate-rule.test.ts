// BIP125-style replacement needs both a higher absolute fee and a higher fee rate than what it replaces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SimNetwork } from './types'
import { confirmedUtxo, spendTx, startTestNode, type TestNode } from './test-support'

let t: TestNode
let net: SimNetwork
beforeAll(async () => {
  t = await startTestNode({ seed: 'rbf-rate-rule' })
  net = t.net
}, 120_000)
afterAll(() => t.cleanup())

describe('replacement fee rate', () => {
  it('refuses a bigger replacement paying more in total but less per vB, accepts one at a higher rate', () => {
    const u = confirmedUtxo(net, 30_000)
    const extra = confirmedUtxo(net, 20_000)
    const original = spendTx([u], u.script, u.value - 9_000)
    expect(net.submitTx(original.toHex())).toEqual({ txid: original.getId() })
    const oldRate = 9_000 / (original.weight() / 4)
    // two inputs: 10,000 sats (> 9,000 + incremental relay for its size) but a lower rate
    const bigger = spendTx([u, extra], u.script, u.value + extra.value - 10_000, 1)
    expect(10_000 / (bigger.weight() / 4)).toBeLessThan(oldRate)
    expect(10_000 - 9_000).toBeGreaterThanOrEqual(Math.ceil(bigger.weight() / 4))
    expect(net.submitTx(bigger.toHex())).toMatchObject({
      error: expect.stringContaining('new feerate'),
    })
    expect(net.mempoolTxids()).toContain(original.getId())
    // the same two inputs at a rate above the original's replace it
    const fee = Math.ceil((oldRate + 1) * (bigger.weight() / 4))
    const better = spendTx([u, extra], u.script, u.value + extra.value - fee, 1)
    expect(net.submitTx(better.toHex())).toEqual({ txid: better.getId() })
    expect(net.mempoolTxids()).not.toContain(original.getId())
    expect(net.rbf(better.getId()).replaces).toEqual([original.getId()])
  })
})
