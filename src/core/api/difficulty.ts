// WS `da` / `GET /api/v1/difficulty-adjustment` as sent (reference §3.9). Units are MIXED on the wire;
// use toDifficulty() (normalise) to get a form where every instant and duration is in ms.

export interface DifficultyAdjustment {
  /** Percent of the 2016-block epoch elapsed, 0–100. */
  progressPercent: number
  /** Percent estimated change, clamped −75 … +300. */
  difficultyChange: number
  /** Unix **ms**. */
  estimatedRetargetDate: number
  remainingBlocks: number
  /** Duration, ms. */
  remainingTime: number
  /** Percent change at the last retarget. */
  previousRetarget: number
  /** Unix **seconds** of the epoch's first block. */
  previousTime: number
  nextRetargetHeight: number
  /** Duration, ms per block this epoch. */
  timeAvg: number
  /** Duration, ms per block used for ETAs. */
  adjustedTimeAvg: number
  /** Duration, ms (≤ 0; testnet3 only). */
  timeOffset: number
  /** Blocks expected since previousTime at 10 min each. */
  expectedBlocks: number
}
