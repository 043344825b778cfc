// Runs of consecutive mined blocks read through `/api/v1/blocks/{height}` (15 blocks a page, descending from
// the height given): the blocks older than the chain store keeps, and test mode's windows.
import { call, endpoints } from '../../core'
import type { BlockExtended, RestClient } from '../../core'

/** Blocks `newest`, `newest − 1`, … newest first: `count` of them, fewer where the chain starts. */
export async function fetchBlockWindow(
  rest: RestClient,
  newest: number,
  count: number,
  signal?: AbortSignal,
): Promise<BlockExtended[]> {
  const window: BlockExtended[] = []
  let next = newest
  while (window.length < count && next >= 0) {
    const page = await call(rest, endpoints.blocks(next), signal)
    const below = page.filter((block) => block.height <= next).sort((a, b) => b.height - a.height)
    const oldest = below.at(-1)
    if (!oldest) break
    window.push(...below.slice(0, count - window.length))
    next = oldest.height - 1
  }
  return window
}

/**
 * The lowest height the API has a block for, at most `tip`: a binary search on `/api/v1/blocks/{h}`, which
 * answers an empty list exactly when no block is stored at or below h. A page shorter than 15 that does not
 * reach height 0 ends the search early (it holds the oldest block). 0 on a full node.
 */
export async function findOldestHeight(
  rest: RestClient,
  tip: number,
  signal?: AbortSignal,
): Promise<number> {
  let low = 0 // every height below `low` is known to be missing
  let high = tip // a block is known at or below `high`
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    const page = await call(rest, endpoints.blocks(middle), signal)
    const heights = page.map((block) => block.height).filter((height) => height <= middle)
    if (heights.length === 0) {
      low = middle + 1
      continue
    }
    const lowest = Math.min(...heights)
    if (heights.length < PAGE_SIZE && lowest > middle - PAGE_SIZE + 1) return lowest
    high = lowest
  }
  return low
}

/** Blocks in one `/api/v1/blocks` answer (reference §2.3). */
const PAGE_SIZE = 15
