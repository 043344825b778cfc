// Spec §9 "Eight blocks" and §4 "Eight-blocks display": when the graphs and their info overlays change.

/** Test mode's first height, and how often it moves to the next block (ms). */
export const TEST_START_HEIGHT = 800_000
export const TEST_ADVANCE_MS = 10_000

/** A new block list slides in about this long after all its transactions arrived (plus `stagger` per block). */
export const SLIDE_DELAY_MS = 1_000

/** The info overlays are hidden on a new block list and shown again this much later (with a 1 s fade in CSS). */
export const INFO_DELAY_MS = 1_600

/** When graph `index` of a new block list starts sliding in, ms after the list arrived. */
export function slideDelay(index: number, staggerMs: number): number {
  return SLIDE_DELAY_MS + index * Math.max(0, staggerMs)
}
