// Grid resolution that best divides a pixel size (spec §9: 64–96 on the smaller side for block views,
// 76–96 on width less twice the padding for eight blocks).

/**
 * The resolution R in [min, max] leaving the smallest remainder of `sidePx` mod R, so cells come out
 * as near to whole pixels as the range allows. Ties go to the larger R (finer grid, same waste).
 * `sidePx` is floored; a range given backwards is swapped.
 */
export function autofitResolution(sidePx: number, min: number, max: number): number {
  const lo = Math.max(1, Math.round(Math.min(min, max)))
  const hi = Math.max(lo, Math.round(Math.max(min, max)))
  const px = Math.max(0, Math.floor(Number.isFinite(sidePx) ? sidePx : 0))
  let best = hi
  let bestRemainder = px % hi
  // Walk downwards so the first R reaching a remainder keeps it (the larger R wins ties).
  for (let r = hi - 1; r >= lo; r--) {
    const remainder = px % r
    if (remainder < bestRemainder) {
      best = r
      bestRemainder = remainder
    }
  }
  return best
}
