// The one place where the mixed time units of `da` are converted (reference §0, §3.9): the wire mixes
// unix seconds (previousTime) with unix ms and ms durations. Everything else in the code uses Difficulty.
import type { DifficultyAdjustment } from './difficulty'

export interface Difficulty {
  /** Percent of the 2016-block epoch elapsed, 0–100. */
  progressPercent: number
  /** Percent estimated change at the next retarget. */
  difficultyChange: number
  /** Percent change at the previous retarget. */
  previousRetarget: number
  remainingBlocks: number
  nextRetargetHeight: number
  /** Blocks expected since the epoch started at 10 min each. */
  expectedBlocks: number
  /** Instant, unix ms: estimated next retarget. */
  estimatedRetargetMs: number
  /** Instant, unix ms: first block of the current epoch. */
  previousTimeMs: number
  /** Duration, ms until the retarget. */
  remainingTimeMs: number
  /** Duration, ms per block so far this epoch. */
  timeAvgMs: number
  /** Duration, ms per block to use for ETAs. */
  adjustedTimeAvgMs: number
  /** Duration, ms (≤ 0; testnet3 only) added to ETAs. */
  timeOffsetMs: number
}

const MS_PER_S = 1000

export function toDifficulty(wire: DifficultyAdjustment): Difficulty {
  return {
    progressPercent: wire.progressPercent,
    difficultyChange: wire.difficultyChange,
    previousRetarget: wire.previousRetarget,
    remainingBlocks: wire.remainingBlocks,
    nextRetargetHeight: wire.nextRetargetHeight,
    expectedBlocks: wire.expectedBlocks,
    estimatedRetargetMs: wire.estimatedRetargetDate,
    previousTimeMs: wire.previousTime * MS_PER_S,
    remainingTimeMs: wire.remainingTime,
    timeAvgMs: wire.timeAvg,
    adjustedTimeAvgMs: wire.adjustedTimeAvg,
    timeOffsetMs: wire.timeOffset,
  }
}
