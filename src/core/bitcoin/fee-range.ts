// Display min/max of a block's `feeRange` (sat/vB). Entries 0 and last are heuristics, not the true extremes.

export interface FeeSpan {
  readonly min: number
  readonly max: number
}

/**
 * min = feeRange[1] when medianFee equals feeRange[3] (the 7-entry p50), otherwise feeRange[0]; max = the last entry.
 * An empty range gives 0–0.
 */
export function feeSpan(feeRange: readonly number[], medianFee: number): FeeSpan {
  const first = feeRange[0]
  const last = feeRange[feeRange.length - 1]
  if (first === undefined || last === undefined) return { min: 0, max: 0 }
  const min = medianFee === feeRange[3] && feeRange[1] !== undefined ? feeRange[1] : first
  return { min, max: last }
}
