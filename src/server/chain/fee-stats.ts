// Absolute fee percentiles of a mined block (extras.feePercentiles); rate statistics come from ../projection.

/** [0,10,25,50,75,90,100] percentiles of fees in sats, by count. */
export function feePercentiles(fees: readonly number[]): number[] {
  if (fees.length === 0) return [0, 0, 0, 0, 0, 0, 0]
  const sorted = [...fees].sort((a, b) => a - b)
  const n = sorted.length
  return [0, 10, 25, 50, 75, 90, 100].map((pct) => sorted[Math.floor(((n - 1) * pct) / 100)] ?? 0)
}
