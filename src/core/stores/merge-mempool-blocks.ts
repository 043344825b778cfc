// Fitting the projected blocks into fewer tiles (reference §3.7, last bullet): the tiles that do not fit
// are merged into the last visible one. Pure, so strips of any width can share one $mempoolBlocks.
import type { MempoolBlockWithIndex } from '../api/mempool-block'
import { BLOCK_VSIZE_VB } from '../bitcoin/block-fill'

/** Client-side block size limit, vB (4,000,000 WU / 4). */
export const BLOCK_VSIZE_LIMIT = BLOCK_VSIZE_VB

export type MempoolBlockTile = MempoolBlockWithIndex & {
  /** More than one block's worth of vB: drawn as a stack. */
  isStack: boolean
}

/**
 * Median of a list of numbers: sort ascending; for an odd count the middle value, for an even count the
 * mean of the two middle values; 0 for an empty list. Does not modify its argument.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? 0
  if (sorted.length % 2 === 1) return upper
  return ((sorted[middle - 1] ?? 0) + upper) / 2
}

/**
 * Returns at most `visibleCount` tiles (at least 1). When there are more blocks, the last visible tile
 * absorbs every following block: blockSize, blockVSize, nTx and totalFees are summed, the feeRange
 * lists are concatenated and sorted ascending, and medianFee is the median of that merged list. The
 * merged tile keeps the index and height of its first block. Every tile gets `isStack`.
 */
export function mergeMempoolBlocks(
  blocks: readonly MempoolBlockWithIndex[],
  visibleCount: number,
): MempoolBlockTile[] {
  const visible = Math.max(1, Math.floor(visibleCount))
  const tiles: MempoolBlockTile[] = blocks
    .slice(0, visible)
    .map((block) => ({ ...block, isStack: block.blockVSize > BLOCK_VSIZE_LIMIT }))
  if (blocks.length <= visible) return tiles

  const overflow = blocks.slice(visible - 1)
  const first = overflow[0]
  if (!first) return tiles
  const feeRange = overflow.flatMap((block) => block.feeRange).sort((a, b) => a - b)
  const merged: MempoolBlockTile = {
    index: first.index,
    height: first.height,
    blockSize: sum(overflow, (block) => block.blockSize),
    blockVSize: sum(overflow, (block) => block.blockVSize),
    nTx: sum(overflow, (block) => block.nTx),
    totalFees: sum(overflow, (block) => block.totalFees),
    feeRange,
    medianFee: median(feeRange),
    isStack: false,
  }
  merged.isStack = merged.blockVSize > BLOCK_VSIZE_LIMIT
  tiles[visible - 1] = merged
  return tiles
}

function sum<T>(items: readonly T[], pick: (item: T) => number): number {
  let total = 0
  for (const item of items) total += pick(item)
  return total
}
