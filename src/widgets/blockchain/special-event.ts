// The banner above the strip: a countdown while a special block (halving, …) is at most 1,008 blocks
// (about a week) away, then a celebration for one hour after it is mined.
import { specialBlock } from '../../core'
import type { SpecialBlock } from '../../core'

/** The countdown shows from this many blocks before the event. */
export const COUNTDOWN_BLOCKS = 1008
/** How long the celebration stays after the block is mined, ms. */
export const CELEBRATION_MS = 60 * 60 * 1000

export type SpecialEvent =
  | { kind: 'countdown'; blocksLeft: number; height: number; block: SpecialBlock }
  | { kind: 'celebration'; height: number; block: SpecialBlock }

/**
 * tipHeight = newest mined height; tipSeenMs = when this client saw that tip arrive (unix ms), so a page
 * opened a day later does not celebrate.
 */
export function specialEventFor(
  tipHeight: number,
  network: string,
  nowMs: number,
  tipSeenMs: number,
): SpecialEvent | null {
  const mined = specialBlock(tipHeight, network)
  if (mined && nowMs - tipSeenMs < CELEBRATION_MS)
    return { kind: 'celebration', height: tipHeight, block: mined }
  for (let height = tipHeight + 1; height <= tipHeight + COUNTDOWN_BLOCKS; height++) {
    const upcoming = specialBlock(height, network)
    if (upcoming)
      return { kind: 'countdown', blocksLeft: height - tipHeight, height, block: upcoming }
  }
  return null
}
