// Difficulty-adjustment estimate (reference §3.9): a pure function of chain timestamps, nBits and the clock.
import type { DifficultyAdjustment } from '../../core/wire'

const EPOCH_BLOCKS = 2016
/** Bitcoin's block spacing; a simulated chain that retargets to another interval passes its own. */
const DEFAULT_TARGET_SPACING_S = 600
/** Early in an epoch the estimate looks back over this many blocks, part of them in the previous epoch. */
const WINDOW_BLOCKS = 503
const TESTNET_MIN_DIFFICULTY_S = 1200

export interface DifficultyInput {
  tipHeight: number
  /** unix s of the tip */
  tipTimestamp: number
  /** unix s of the current epoch's first block (height tipHeight − tipHeight % 2016) */
  epochStartTimestamp: number
  /** unix s of block tipHeight − 503; required while fewer than 503 blocks of the epoch exist */
  windowStartTimestamp?: number
  /** compact nBits of the current and the previous epoch's first blocks */
  epochStartBits: number
  previousEpochStartBits: number
  /** server clock, unix s */
  nowSeconds: number
  /** seconds per block the chain retargets towards (default 600) */
  targetSpacingS?: number
  /** testnet3's 20-minute minimum-difficulty rule */
  testnet3?: boolean
}

/** Percent difficulty change between two epochs, from their compact targets: old target / new target − 1. */
export function retargetPercent(oldBits: number, newBits: number): number {
  const oldExponent = Math.floor(oldBits / 0x1000000)
  const newExponent = Math.floor(newBits / 0x1000000)
  const oldMantissa = oldBits % 0x800000
  const newMantissa = newBits % 0x800000
  return (oldMantissa / newMantissa) * 256 ** (oldExponent - newExponent) * 100 - 100
}

export function difficultyAdjustment(input: DifficultyInput): DifficultyAdjustment {
  const { tipHeight, epochStartTimestamp, nowSeconds } = input
  const targetSpacingS = input.targetSpacingS ?? DEFAULT_TARGET_SPACING_S
  const blocksInEpoch = tipHeight % EPOCH_BLOCKS
  const remainingBlocks = EPOCH_BLOCKS - blocksInEpoch
  const previousRetarget = retargetPercent(input.previousEpochStartBits, input.epochStartBits)
  const elapsed = Math.max(0, nowSeconds - epochStartTimestamp) // s
  let timeAvg = blocksInEpoch > 0 ? elapsed / blocksInEpoch : targetSpacingS // s per block
  let adjustedTimeAvg: number // s per block
  let difficultyChange: number // %
  if (blocksInEpoch < WINDOW_BLOCKS) {
    if (input.windowStartTimestamp === undefined)
      throw new Error('windowStartTimestamp is required early in an epoch')
    // the window's part in the previous epoch ran at the previous difficulty: scale it to the current one
    const previousPart =
      (epochStartTimestamp - input.windowStartTimestamp) * (1 + previousRetarget / 100)
    const window = elapsed + previousPart
    adjustedTimeAvg = window / WINDOW_BLOCKS
    difficultyChange = (targetSpacingS / (window / (WINDOW_BLOCKS + 1)) - 1) * 100
  } else {
    adjustedTimeAvg = timeAvg
    const span =
      blocksInEpoch === EPOCH_BLOCKS - 1
        ? input.tipTimestamp - epochStartTimestamp
        : nowSeconds - epochStartTimestamp
    difficultyChange = (targetSpacingS / (span / (blocksInEpoch + 1)) - 1) * 100
  }
  difficultyChange = Math.min(300, Math.max(-75, difficultyChange))
  let timeOffset = 0 // ms
  if (input.testnet3 === true) {
    timeAvg = Math.min(timeAvg, TESTNET_MIN_DIFFICULTY_S)
    const sinceTip = nowSeconds - input.tipTimestamp
    if (sinceTip + timeAvg > TESTNET_MIN_DIFFICULTY_S)
      timeOffset = -Math.min(sinceTip, TESTNET_MIN_DIFFICULTY_S) * 1000
  }
  // whole milliseconds on the wire, as recorded answers carry them (remainingTime = blocks × whole-ms average)
  const adjustedTimeAvgMs = Math.round(adjustedTimeAvg * 1000)
  const remainingTime = remainingBlocks * adjustedTimeAvgMs
  return {
    progressPercent: (blocksInEpoch / EPOCH_BLOCKS) * 100,
    difficultyChange,
    estimatedRetargetDate: Math.round(nowSeconds * 1000) + remainingTime,
    remainingBlocks,
    remainingTime,
    previousRetarget,
    previousTime: epochStartTimestamp,
    nextRetargetHeight: tipHeight + remainingBlocks,
    timeAvg: Math.round(timeAvg * 1000),
    adjustedTimeAvg: adjustedTimeAvgMs,
    timeOffset,
    expectedBlocks: (nowSeconds - epochStartTimestamp) / targetSpacingS,
  }
}
