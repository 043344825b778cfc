// Difficulty retarget every 2,016 blocks, as Core does, but against the simulated block interval.
import { bitsToTarget, targetToBits } from './header'

export const RETARGET_INTERVAL = 2016

/**
 * New nBits from the epoch's first and last block times (unix s); the timespan is clamped to ×¼…×4 of the
 * expected 2,016 × interval, as Core clamps it (Core also measures first→last, i.e. 2,015 gaps).
 */
export function retargetBits(
  oldBits: number,
  firstTimeS: number,
  lastTimeS: number,
  intervalS: number,
): number {
  const expected = RETARGET_INTERVAL * intervalS
  const actual = Math.min(expected * 4, Math.max(expected / 4, lastTimeS - firstTimeS))
  const target = (bitsToTarget(oldBits) * BigInt(Math.round(actual))) / BigInt(Math.round(expected))
  return targetToBits(target)
}

export function isRetargetHeight(height: number): boolean {
  return height % RETARGET_INTERVAL === 0
}
