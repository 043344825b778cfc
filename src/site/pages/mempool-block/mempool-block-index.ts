// The index in /mempool-block/{index}: 0 is the next block to be mined, 7 the last projected block the
// server sends (it holds the rest of the mempool). Pure.
import type { Difficulty } from '../../../core'

/** The highest index a projected block can have (8 blocks, the last one a stack). */
export const MAX_MEMPOOL_BLOCK_INDEX = 7

/** The index, or null when the segment is not plain digits from 0 to 7 ("-1", "1.5", "08x", "9"). */
export function parseMempoolBlockIndex(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,2}$/.test(segment)) return null
  const index = Number(segment)
  return index <= MAX_MEMPOOL_BLOCK_INDEX ? index : null
}

/**
 * The neighbouring indexes the arrow keys lead to. Block 0 sits next to the chain, so "towards the chain" is
 * index − 1 and "away" index + 1, up to the last block there is (`count` once known, else index 7).
 */
export function neighbourIndexes(
  index: number,
  count: number | undefined,
): { readonly towardsChain?: number; readonly awayFromChain?: number } {
  const last = count === undefined || count === 0 ? MAX_MEMPOOL_BLOCK_INDEX : count - 1
  return {
    ...(index > 0 ? { towardsChain: index - 1 } : {}),
    ...(index < Math.min(last, MAX_MEMPOOL_BLOCK_INDEX) ? { awayFromChain: index + 1 } : {}),
  }
}

const TEN_MINUTES_MS = 600_000

/**
 * When the block at `index` is expected to be mined, unix ms: one average block time per block ahead of
 * it, at the epoch's adjusted average when known (plus testnet's offset), else 10 minutes.
 */
export function mempoolBlockEtaMs(
  index: number,
  difficulty: Difficulty | undefined,
  nowMs: number,
): number {
  const perBlock = difficulty?.adjustedTimeAvgMs ?? TEN_MINUTES_MS
  return nowMs + (index + 1) * perBlock + (difficulty?.timeOffsetMs ?? 0)
}
