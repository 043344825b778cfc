// Engine output through the projection pipeline: 8 blocks, a stacked 8th, stats, positions and list truncation.
import { describe, expect, it } from 'vitest'
import { buildTemplate } from '../template/build-template'
import { syntheticMempool } from '../template/synthetic-mempool'
import { projectedBlocksStats } from './block-stats'
import { PROJECTED_LIST_MAX_VB, truncateProjectedList } from './compressed'
import { projectedTxs } from './from-template'

describe('projection of an engine template', () => {
  const txs = syntheticMempool({ count: 30_000, seed: 9 })
  const byId = new Map(txs.map((t) => [t.txid, t]))
  const blocks = buildTemplate(txs)
  const lists = projectedTxs(blocks, (txid) => {
    const t = byId.get(txid)!
    return {
      fee: t.fee,
      weight: t.weight,
      size: Math.ceil(t.weight / 4),
      value: 0,
      flags: 0,
      time: 0,
    }
  })

  it('8 blocks, the 8th holding the rest and stacked: 11-entry stats there, 7 elsewhere', () => {
    expect(blocks).toHaveLength(8)
    expect(blocks.reduce((n, b) => n + b.txids.length, 0)).toBe(txs.length)
    expect(blocks[7]!.weight).toBeGreaterThan(4_000_000)
    const stats = projectedBlocksStats(lists)
    expect(stats.map((s) => s.feeRange.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 11])
    expect(stats[7]!.medianFee).toBe(stats[7]!.feeRange[5])
    expect(stats[7]!.nTx).toBe(blocks[7]!.txids.length)
    for (const s of stats.slice(0, 7)) {
      expect(s.blockVSize).toBeLessThanOrEqual(999_000)
      expect(s.feeRange[0]).toBeLessThanOrEqual(s.medianFee)
    }
  })

  it('positions are running midpoints of ceil(weight / 4) inside each block', () => {
    for (const block of blocks) {
      let offset = 0
      const expected = block.txids.map((txid) => {
        const vsize = Math.ceil(byId.get(txid)!.weight / 4)
        offset += vsize
        return offset - vsize / 2
      })
      expect([...block.positions]).toEqual(expected)
    }
  })

  it('a child never shows a higher effective rate than its in-mempool parent (dependency rate)', () => {
    const rateOf = new Map<string, number>()
    for (const block of blocks) block.txids.forEach((txid, i) => rateOf.set(txid, block.rates[i]!))
    let pairs = 0
    for (const t of txs) {
      for (const parent of t.depends) {
        expect(rateOf.get(t.txid)!).toBeLessThanOrEqual(rateOf.get(parent)!)
        pairs++
      }
    }
    expect(pairs).toBeGreaterThan(1000)
  })

  it('only the stack block list is cut at 1,200,000 vB', () => {
    const cut = truncateProjectedList(lists[7]!)
    expect(cut.length).toBeLessThan(lists[7]!.length)
    const vsize = cut.reduce((sum, t) => sum + t.weight / 4, 0)
    expect(vsize).toBeGreaterThan(PROJECTED_LIST_MAX_VB)
    expect(vsize - cut[cut.length - 1]!.weight / 4).toBeLessThanOrEqual(PROJECTED_LIST_MAX_VB)
    for (const list of lists.slice(0, 7))
      expect(truncateProjectedList(list)).toHaveLength(list.length)
  })
})
