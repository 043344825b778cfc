// The banner above the strip (spec §4 "Home strip", §9): a countdown while a special block (halving, …) is 1 to
// 1,008 blocks ahead, and the event itself from the block at its height until 8 blocks later.
import { specialBlock } from '../../core'
import type { SpecialBlock } from '../../core'

/** The countdown shows from this many blocks before the event. */
export const COUNTDOWN_BLOCKS = 1008
/** The event is cleared this many blocks after its own block. */
export const CLEAR_AFTER_BLOCKS = 8

export type SpecialEvent =
  | { kind: 'countdown'; blocksLeft: number; height: number; block: SpecialBlock }
  | { kind: 'celebration'; height: number; block: SpecialBlock }

/** tipHeight = newest mined height on `network`. */
export function specialEventFor(tipHeight: number, network: string): SpecialEvent | null {
  for (let height = tipHeight; height > tipHeight - CLEAR_AFTER_BLOCKS && height >= 0; height--) {
    const mined = specialBlock(height, network)
    if (mined) return { kind: 'celebration', height, block: mined }
  }
  for (let height = tipHeight + 1; height <= tipHeight + COUNTDOWN_BLOCKS; height++) {
    const upcoming = specialBlock(height, network)
    if (upcoming)
      return { kind: 'countdown', blocksLeft: height - tipHeight, height, block: upcoming }
  }
  return null
}
