import { describe, expect, it } from 'vitest'
import { MempoolGraph } from './graph'
import { RankedMempool } from './ranked-mempool'
import { syntheticMempool } from './synthetic-mempool'

// everything the assembler reads, per rank (the CSR lists as one list of ranks per tx)
function snapshot(m: RankedMempool) {
  const rows: number[][] = []
  for (let r = 0; r < m.size; r++) {
    rows.push([
      m.slotOf[r]!,
      m.fee[r]!,
      m.weight[r]!,
      m.sigops[r]!,
      m.vsize[r]!,
      m.ancFee[r]!,
      m.ancSize[r]!,
      m.ancSigops[r]!,
      m.ancCount[r]!,
      m.scoreFee[r]!,
      m.scoreSize[r]!,
      -1,
      ...m.parentList.subarray(m.parentStart[r], m.parentStart[r + 1]),
      -1,
      ...m.childList.subarray(m.childStart[r], m.childStart[r + 1]),
    ])
    expect(m.rankOf[m.slotOf[r]!]).toBe(r)
  }
  return rows
}

describe('RankedMempool', () => {
  it('a copy patched across many graph changes equals a fresh copy of the graph (seeded)', () => {
    const txs = syntheticMempool({ count: 3_000, seed: 5 })
    const graph = new MempoolGraph()
    const kept = new RankedMempool()
    let next = 0
    let oldest = 0
    for (let step = 0; step < 40; step++) {
      // adds (children may come before parents), removals of the oldest txs (parents before their children)
      const batch = txs.slice(next, next + 60 + step)
      graph.add(step % 3 === 0 ? [...batch].reverse() : batch)
      next += batch.length
      if (step > 5) {
        graph.remove(txs.slice(oldest, oldest + 40).map((t) => t.txid))
        oldest += 40
      }
      if (step % 7 === 3) graph.remove([txs[next - 1]!.txid, txs[next - 5]!.txid])
      kept.reserve(graph, graph.count)
      kept.load(graph, graph.sortedOrder())
      const fresh = new RankedMempool()
      fresh.reserve(graph, graph.count)
      fresh.load(graph, graph.sortedOrder())
      expect(kept.size).toBe(graph.count)
      expect(snapshot(kept), `step ${step}`).toEqual(snapshot(fresh))
    }
  })
})
