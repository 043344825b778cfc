// Fee-rate bucket boundaries (sat/vB) shared by the fee colour palettes and the statistics `vsizes` buckets.

export const FEE_LEVELS: readonly number[] = [
  0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200, 250,
  300, 350, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
]

/**
 * Bucket index for a fee rate in sat/vB: bucket i covers FEE_LEVELS[i] ≤ rate < FEE_LEVELS[i+1]; the last bucket is
 * open-ended. Negative and NaN rates fall into bucket 0.
 */
export function feeBucket(rateSatPerVb: number): number {
  const rate = Number.isNaN(rateSatPerVb) ? 0 : Math.max(0, rateSatPerVb)
  const above = FEE_LEVELS.findIndex((level) => level > rate)
  return above === -1 ? FEE_LEVELS.length - 1 : above - 1
}
