// "Age" colouring of block-overview squares: older transactions fade.
import type { Rgba } from './colour'

/**
 * Opacity factor for a tx first seen at `firstSeenS` (unix s) when it is `nowS`:
 * 1 − 0.8·tanh(log2(max(1, 0.6·(age − 60))) / 15). Unknown first-seen time → 1 (full opacity).
 */
export function ageOpacity(nowS: number, firstSeenS?: number): number {
  if (firstSeenS === undefined || !Number.isFinite(firstSeenS)) return 1
  const ageS = nowS - firstSeenS
  return 1 - 0.8 * Math.tanh(Math.log2(Math.max(1, 0.6 * (ageS - 60))) / 15)
}

/** Colour of a tx that fails the active filter in age mode: white at opacity 0.05. */
export const AGE_UNMATCHED: Rgba = { r: 1, g: 1, b: 1, a: 0.05 }
