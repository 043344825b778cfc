// Paging the blocks list: 15 blocks a page, newest first, the page number in the query (?page=N). Pure, so
// the page's rules are tested without a browser.
import type { BlockExtended } from '../../../core'

/** Blocks per page: what GET /api/v1/blocks/{height} answers. */
export const BLOCKS_PAGE_SIZE = 15

/** Pages from the tip down to the genesis block. */
export function blocksPageCount(tipHeight: number): number {
  return Math.max(1, Math.ceil((tipHeight + 1) / BLOCKS_PAGE_SIZE))
}

/**
 * The page the query asks for: whole digits from 1 to the last page; anything else (missing, "0", "-2",
 * "2x", beyond the chain) is page 1, so a hand-edited or stale link still shows blocks.
 */
export function pageFromQuery(value: string | null, tipHeight: number | undefined): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return 1
  const page = Number(value)
  if (page < 1) return 1
  if (tipHeight !== undefined && page > blocksPageCount(tipHeight)) return 1
  return page
}

/** The height the page starts at (its newest block), counted down from the tip seen when paging began. */
export function pageStartHeight(tipHeight: number, page: number): number {
  return Math.max(0, tipHeight - (page - 1) * BLOCKS_PAGE_SIZE)
}

/**
 * Page 1 while live: the fetched page with the socket's newer blocks on top (a block at a height the page
 * already has replaces it: a reorg), newest first, still one page long.
 */
export function withLiveBlocks(
  page: readonly BlockExtended[],
  live: readonly BlockExtended[],
): BlockExtended[] {
  const lowest = page.at(-1)?.height ?? 0
  const byHeight = new Map<number, BlockExtended>()
  for (const block of page) byHeight.set(block.height, block)
  for (const block of live) if (block.height >= lowest) byHeight.set(block.height, block)
  return [...byHeight.values()].sort((a, b) => b.height - a.height).slice(0, BLOCKS_PAGE_SIZE)
}
