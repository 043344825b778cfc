// Placement order: by rate, highest first, ties in the order given (reference §4.7 step 2).

/** A rate the sort can compare: anything not a finite number counts as 0 (and −0 as +0). */
export function sortableRate(rate: number): number {
  return Number.isFinite(rate) ? rate + 0 : 0
}

/**
 * Sorts `slots` in place by `rate[slot]`, highest first; equal rates keep their order in `slots`.
 * The built-in typed-array sort is stable (ES2019) and adaptive, which suits the batch step: squares
 * taken out of a channel arrive nearly sorted already. It also beat an LSD radix sort on cold runs.
 */
export function sortByRateDescending(slots: Int32Array, rate: Float64Array): void {
  if (slots.length > 1) slots.sort((a, b) => rate[b]! - rate[a]!)
}
