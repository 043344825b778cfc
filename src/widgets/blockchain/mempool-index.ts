// Which projected tile becomes the new mined cube. The tiles are keyed by a running index; when a block
// is mined the index moves on by one, so tile 0 leaves across the divider and the rest slide up — but
// only when the tab is visible (no animation nobody sees) and the block resembles the projected block 0
// (similarity absent, or above one half). Otherwise the tiles keep their keys and just update in place.
import type { BlockExtended } from '../../core'

/** Similarity at or below this means the mined block was not our projected block 0. */
export const SIMILARITY_THRESHOLD = 0.5

export function shouldAdvanceIndex(
  block: Pick<BlockExtended, 'extras'> | undefined,
  tabVisible: boolean,
): boolean {
  if (!tabVisible) return false
  const similarity = block?.extras?.similarity
  return similarity === undefined || similarity === null || similarity > SIMILARITY_THRESHOLD
}

/** The running index after a new tip arrives. */
export function nextMempoolIndex(
  current: number,
  block: Pick<BlockExtended, 'extras'> | undefined,
  tabVisible: boolean,
): number {
  return shouldAdvanceIndex(block, tabVisible) ? current + 1 : current
}

/** React key of tile `position`: a stack tile is keyed apart, so it never animates as a single block. */
export function projectedTileKey(runningIndex: number, position: number, isStack: boolean): string {
  return isStack ? `stack-${runningIndex + position}` : String(runningIndex + position)
}
