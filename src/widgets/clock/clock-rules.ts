// The clock's rules from spec §4 and §9, declared once for the dial, the clockchain, the centre and the tests.
import type { Block } from '../../core'

export type ClockMode = 'mempool' | 'mined'

/** What the clock shows in its centre: a projected block (mempool) or a mined block counted from the tip. */
export interface ClockSelection {
  mode: ClockMode
  index: number
}

/** The clock keeps at most this many mined blocks, newest first. */
export const CLOCK_KEEP_BLOCKS = 16
/** The hands are refreshed this often. */
export const HAND_TICK_MS = 250
/** The dial covers the last hour; older blocks are dropped. */
export const DIAL_WINDOW_MS = 3_600_000
/** A block arc shorter than this is not drawn. */
export const MIN_ARC_DEG = 1
/** The clockchain's time-direction toggle animates for this long. */
export const TIME_TOGGLE_MS = 1000

/** Blocks as the clock holds them: newest first, at most CLOCK_KEEP_BLOCKS. */
export type ClockBlocks = readonly Block[]

/** A whole, non-negative index; mined blocks count back at most to the oldest block the clock keeps. */
export function selectionOf(mode: ClockMode, index: number): ClockSelection {
  const whole = Number.isFinite(index) ? Math.max(0, Math.trunc(index)) : 0
  return { mode, index: mode === 'mined' ? Math.min(whole, CLOCK_KEEP_BLOCKS - 1) : whole }
}
