// The dial's arcs (spec §4 "Clock"): each block of the last hour is drawn from the previous block's time to its
// own, and the time since the newest block as one 'pending' arc. Pure: the caller passes the time.
import { DIAL_WINDOW_MS, MIN_ARC_DEG } from '../clock-rules'
import type { ClockBlocks } from '../clock-rules'

export interface DialArc {
  kind: 'block' | 'pending'
  /** The block's height ('block' arcs only). */
  height?: number
  /** Clockwise degrees from 12 o'clock: the local minute of the hour × 6, seconds included. */
  startDeg: number
  /** startDeg + the arc's sweep; may pass 360. */
  endDeg: number
}

const DEG_PER_MS = 360 / DIAL_WINDOW_MS

/** Where a moment sits on the one-hour dial, like the minute hand: local minute-of-hour × 6 (whole seconds). */
export function dialDeg(timeMs: number): number {
  const date = new Date(timeMs)
  return (date.getMinutes() + date.getSeconds() / 60) * 6
}

/** The arcs at `nowMs`, oldest first, for blocks given newest first; nothing while there are no blocks. */
export function dialArcs(blocks: ClockBlocks, nowMs: number): DialArc[] {
  const newest = blocks[0]
  if (!newest) return []
  const windowStart = nowMs - DIAL_WINDOW_MS
  const arcs: DialArc[] = []
  // Oldest first, so the dial reads clockwise; a block found before the window starts is dropped.
  for (let k = blocks.length - 1; k >= 0; k--) {
    const block = blocks[k]
    if (!block) continue
    const ownMs = block.timestamp * 1000
    if (ownMs <= windowStart) continue
    const previous = blocks[k + 1]
    const fromMs = Math.max(windowStart, previous ? previous.timestamp * 1000 : windowStart)
    const arc = arcBetween(fromMs, Math.min(ownMs, nowMs))
    if (arc) arcs.push({ kind: 'block', height: block.height, ...arc })
  }
  const pending = arcBetween(Math.max(windowStart, newest.timestamp * 1000), nowMs)
  if (pending) arcs.push({ kind: 'pending', ...pending })
  return arcs
}

/** The arc from one time to a later one; none when it sweeps under MIN_ARC_DEG (or backwards). */
function arcBetween(
  fromMs: number,
  toMs: number,
): { startDeg: number; endDeg: number } | undefined {
  const sweep = (toMs - fromMs) * DEG_PER_MS
  if (!(sweep >= MIN_ARC_DEG)) return undefined
  const startDeg = dialDeg(fromMs)
  return { startDeg, endDeg: startDeg + sweep }
}
