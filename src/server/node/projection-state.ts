// The latest projected blocks and a txid → (block, index) lookup, rebuilt on each mempool poll and block.
import { feeRate, type MempoolEntry } from '../mempool/entry'
import type { ProjectedBlock } from '../template'

export interface ProjectionIndex {
  blocks: ProjectedBlock[]
  at: Map<string, { block: number; i: number }>
}

export function indexProjection(blocks: ProjectedBlock[]): ProjectionIndex {
  const at = new Map<string, { block: number; i: number }>()
  blocks.forEach((b, block) => b.txids.forEach((txid, i) => at.set(txid, { block, i })))
  return { blocks, at }
}

/** Effective rate (sat/vB) of a mempool tx: its package rate where the projection placed it, else its own. */
export function effectiveRateOf(
  p: ProjectionIndex | null,
  e: Pick<MempoolEntry, 'txid' | 'fee' | 'vsize'>,
): number {
  return (p && effectiveRate(p, e.txid)) ?? feeRate(e)
}

/** Effective rate (sat/vB) of a mempool tx in the projection, if placed. */
export function effectiveRate(p: ProjectionIndex, txid: string): number | undefined {
  const where = p.at.get(txid)
  if (!where) return undefined
  return p.blocks[where.block]?.rates[where.i]
}
