// Fee-rate bucket boundaries (sat/vB) of the statistics `vsizes` buckets (wire format, reference §3.4/§3.6: 39
// buckets from 0). The colour scale is fee-palettes.ts (spec §9: 38 colours from 1).

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
