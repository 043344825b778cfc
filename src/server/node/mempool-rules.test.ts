import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SimNetwork } from './types'
import { confirmedUtxo, spendTx, startTestNode, type TestNode } from './test-support'

let t: TestNode
let net: SimNetwork

beforeAll(async () => {
  t = await startTestNode({ seed: 'mempool-rules' })
  net = t.net
}, 120_000)
afterAll(() => t.cleanup())

function submit(hex: string): { txid: string } | { error: string } {
  return net.submitTx(hex)
}

describe('submitTx validation', () => {
  it('rejects bad hex, missing inputs, spent inputs and too-low fees with a reason', () => {
    expect(submit('zz')).toMatchObject({ error: expect.stringContaining('decode') })
    expect(submit('0200000001')).toMatchObject({ error: expect.stringContaining('decode') })
    const u = confirmedUtxo(net)
    const missing = spendTx([{ txid: 'ab'.repeat(32), vout: 0 }], u.script, 1_000)
    expect(submit(missing.toHex())).toMatchObject({
      error: expect.stringContaining('missingorspent'),
    })
    const spentInBlock = net.tx((net.blockTxids(net.tip().id) as string[])[1] as string)?.vin[0]
    const spent = spendTx(
      [{ txid: spentInBlock?.txid as string, vout: spentInBlock?.vout as number }],
      u.script,
      1_000,
    )
    expect(submit(spent.toHex())).toMatchObject({ error: expect.stringContaining('already spent') })
    const zeroFee = spendTx([u], u.script, u.value)
    expect(submit(zeroFee.toHex())).toMatchObject({
      error: expect.stringContaining('min relay fee not met'),
    })
    const overspend = spendTx([u], u.script, u.value + 1)
    expect(submit(overspend.toHex())).toMatchObject({
      error: expect.stringContaining('in-belowout'),
    })
  })

  it('accepts a valid tx: it shows up in the mempool and in the next update event', () => {
    const u = confirmedUtxo(net, 50_000)
    const events: string[][] = []
    const off = net.onMempoolUpdate((e) => events.push(e.added.map((x) => x.txid)))
    const tx = spendTx([u], u.script, u.value - 2_000)
    const result = submit(tx.toHex())
    off()
    expect(result).toEqual({ txid: tx.getId() })
    expect(net.mempoolTxids()).toContain(tx.getId())
    expect(events.flat()).toContain(tx.getId())
    expect(net.tx(tx.getId())?.fee).toBe(2_000)
    expect(net.txPosition(tx.getId())?.position.block).toBeGreaterThanOrEqual(0)
    expect(submit(tx.toHex())).toMatchObject({ error: 'txn-already-in-mempool' })
  })
})

describe('replacement (RBF) rules', () => {
  it('rejects a lower-fee replacement and records a valid one in the RBF tree', () => {
    const u = confirmedUtxo(net, 100_000)
    const original = spendTx([u], u.script, u.value - 3_000)
    expect(submit(original.toHex())).toEqual({ txid: original.getId() })
    const cheaper = spendTx([u], u.script, u.value - 2_500, 1)
    expect(submit(cheaper.toHex())).toMatchObject({
      error: expect.stringContaining('insufficient fee'),
    })
    const sameRateMoreFee = spendTx([u], u.script, u.value - 3_050, 1)
    expect(submit(sameRateMoreFee.toHex())).toMatchObject({
      error: expect.stringContaining('insufficient fee'),
    })
    const better = spendTx([u], u.script, u.value - 9_000, 1)
    expect(submit(better.toHex())).toEqual({ txid: better.getId() })
    expect(net.mempoolTxids()).not.toContain(original.getId())
    expect(net.cachedTx(original.getId())?.txid).toBe(original.getId())
    expect(net.trackingInfo(original.getId())).toMatchObject({ replacedBy: better.getId() })
    const rbf = net.rbf(original.getId())
    expect(rbf.replacements?.tx.txid).toBe(better.getId())
    expect(rbf.replacements?.replaces.map((r) => r.tx.txid)).toEqual([original.getId()])
    expect(net.rbf(better.getId()).replaces).toEqual([original.getId()])
    expect(net.replacements()[0]?.tx.txid).toBe(better.getId())
    expect(net.rbfSummary()[0]).toMatchObject({
      txid: better.getId(),
      oldFee: 3_000,
      newFee: 9_000,
    })
  })

  it('replaces non-signalling txs too (full RBF) and marks the tree fullRbf', () => {
    const u = confirmedUtxo(net, 100_000)
    const final = spendTx([{ ...u, sequence: 0xffffffff }], u.script, u.value - 3_000)
    expect(submit(final.toHex())).toEqual({ txid: final.getId() })
    const bump = spendTx([{ ...u, sequence: 0xffffffff }], u.script, u.value - 8_000, 1)
    expect(submit(bump.toHex())).toEqual({ txid: bump.getId() })
    expect(net.rbfTree(final.getId())?.fullRbf).toBe(true)
  })
})

describe('CPFP', () => {
  it('gives a cheap parent the package rate of its high-fee child', () => {
    const u = confirmedUtxo(net, 100_000)
    const parent = spendTx([u], u.script, u.value - 200) // ~1.8 sat/vB
    expect(submit(parent.toHex())).toEqual({ txid: parent.getId() })
    const child = spendTx([{ txid: parent.getId(), vout: 0 }], u.script, u.value - 200 - 30_000)
    expect(submit(child.toHex())).toEqual({ txid: child.getId() })
    const info = net.cpfp(parent.getId())
    const ownRate = 200 / (parent.weight() / 4)
    expect(info?.descendants?.map((d) => d.txid)).toEqual([child.getId()])
    expect(info?.bestDescendant?.txid).toBe(child.getId())
    const packageRate = (200 + 30_000) / ((parent.weight() + child.weight()) / 4)
    expect(info?.effectiveFeePerVsize).toBeGreaterThan(ownRate)
    expect(info?.effectiveFeePerVsize).toBeCloseTo(packageRate, 6)
    expect(net.cpfp(child.getId())?.ancestors.map((a) => a.txid)).toEqual([parent.getId()])
  })
})
