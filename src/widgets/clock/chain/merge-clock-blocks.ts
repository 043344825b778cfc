// The clock's block list as a pure rule: newest first, one block per height (a later arrival replaces the one
// it found there), one unbroken run of heights down from the tip, and never more than CLOCK_KEEP_BLOCKS.
import type { Block } from '../../../core'
import { CLOCK_KEEP_BLOCKS } from '../clock-rules'
import type { ClockBlocks } from '../clock-rules'

/**
 * `kept` merged with `incoming`. With `tip` (the live chain's tip height) blocks above it are dropped, so a
 * reorg to a shorter chain leaves no orphan on top. A gap (blocks missed while the page slept) ends the list,
 * so index i is always the i-th block back from the tip.
 */
export function mergeClockBlocks(
  kept: ClockBlocks,
  incoming: readonly Block[],
  tip?: number,
): ClockBlocks {
  const byHeight = new Map<number, Block>()
  for (const block of kept) byHeight.set(block.height, block)
  for (const block of incoming) if (!block.stale) byHeight.set(block.height, block)
  const newestFirst = [...byHeight.values()]
    .filter((block) => tip === undefined || block.height <= tip)
    .sort((a, b) => b.height - a.height)
  const run: Block[] = []
  for (const block of newestFirst) {
    const previous = run[run.length - 1]
    if (previous && block.height !== previous.height - 1) break
    run.push(block)
    if (run.length === CLOCK_KEEP_BLOCKS) break
  }
  return run
}

/** The height to ask `/api/v1/blocks/{height}` for, or undefined when the list is full (or empty). */
export function fillHeight(blocks: ClockBlocks): number | undefined {
  const oldest = blocks[blocks.length - 1]
  if (!oldest || blocks.length >= CLOCK_KEEP_BLOCKS || oldest.height <= 0) return undefined
  return oldest.height - 1
}
