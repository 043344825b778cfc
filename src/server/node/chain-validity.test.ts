import * as bitcoin from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dsha256, toDisplayHex } from '../chain/hash'
import { merkleRoot } from '../chain/merkle'
import { blockSubsidySats, hexToBytes } from '../../core/wire'
import type { SimNetwork } from './types'
import { startTestNode, type TestNode } from './test-support'

let t: TestNode
let net: SimNetwork

beforeAll(async () => {
  t = await startTestNode()
  net = t.net
}, 120_000)
afterAll(() => t.cleanup())

describe('simulated chain', () => {
  it('has real headers: hash = dsha256(header), prev links, merkle roots from the txids', () => {
    const tip = net.tipHeight()
    const blocks = net.blocks(tip, 30)
    expect(blocks.length).toBe(30)
    for (const b of blocks) {
      const header = net.blockHeader(b.id) as string
      expect(toDisplayHex(dsha256(hexToBytes(header)))).toBe(b.id)
      const txids = net.blockTxids(b.id) as string[]
      expect(txids.length).toBe(b.tx_count)
      expect(merkleRoot(txids)).toBe(b.merkle_root)
      const prev = net.blockByHeight(b.height - 1)
      if (prev) expect(b.previousblockhash).toBe(prev.id)
    }
  })

  it('pays at most subsidy + fees in each coinbase, and exactly that', () => {
    for (const b of net.blocks(undefined, 10)) {
      const cb = net.tx((net.blockTxids(b.id) as string[])[0] as string)
      const paid = cb?.vout.reduce((a, o) => a + o.value, 0)
      expect(paid).toBe(blockSubsidySats(b.height) + b.extras.totalFees)
      expect(b.extras.reward).toBe(paid)
    }
  })

  it('serves txs whose size, weight, txid and fee recompute from their hex', () => {
    const spentOutpoints = new Set<string>()
    const ids = [
      ...net.blocks(undefined, 3).flatMap((b) => (net.blockTxids(b.id) as string[]).slice(0, 60)),
      ...net.mempoolTxids().slice(0, 100),
    ]
    expect(ids.length).toBeGreaterThan(50)
    for (const txid of ids) {
      const wire = net.tx(txid)
      const hex = net.txHex(txid)
      expect(wire).not.toBeNull()
      const tx = bitcoin.Transaction.fromHex(hex as string)
      expect(tx.getId()).toBe(txid)
      expect(wire?.weight).toBe(tx.weight())
      expect(wire?.size).toBe(tx.byteLength())
      if (tx.isCoinbase()) continue
      let inSum = 0
      wire?.vin.forEach((vin, i) => {
        const op = `${vin.txid}:${vin.vout}`
        expect(spentOutpoints.has(op)).toBe(false)
        spentOutpoints.add(op)
        const parent = net.tx(vin.txid)
        expect(parent?.vout[vin.vout]?.value).toBe(vin.prevout?.value)
        const spend = net.outspends(vin.txid)?.[vin.vout]
        expect(spend).toMatchObject({ spent: true, txid, vin: i })
        inSum += vin.prevout?.value ?? 0
      })
      const outSum = tx.outs.reduce((a, o) => a + Number(o.value), 0)
      expect(inSum - outSum).toBe(wire?.fee)
    }
  })

  it('answers block summaries and tx pages consistently on repeated calls', () => {
    const hash = net.tip().id
    const a = net.blockSummary(hash)
    const b = net.blockSummary(hash)
    expect(a).toEqual(b)
    expect(a?.map((x) => x.txid)).toEqual(net.blockTxids(hash))
    const fees = (a ?? []).reduce((s, x) => s + x.fee, 0)
    expect(fees).toBe(net.tip().extras.totalFees)
    expect(net.blockTxs(hash, 0, 25)?.map((x) => x.txid)).toEqual(
      net.blockTxids(hash)?.slice(0, 25),
    )
  })

  it('has audits for blocks mined from the mempool and a projected mempool', () => {
    const audit = net.blockAudit(net.tip().id)
    expect(audit?.template.length).toBeGreaterThan(0)
    expect(audit?.matchRate).toBeGreaterThan(0)
    expect(net.mempoolBlocks().length).toBeGreaterThan(0)
    const full = net.projectedBlockTxs(0)
    expect('blockTransactions' in full && full.blockTransactions.length).toBeGreaterThan(0)
  })
})
