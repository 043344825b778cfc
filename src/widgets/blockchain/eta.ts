// When each projected block is expected (reference §3.7, §4.6): tile i is mined after i + 1 average
// block intervals from now, plus the testnet3 offset. All times in ms.
import type { Difficulty } from '../../core'

/** Liquid makes a block every minute; its `da` has no usable averages. */
export const LIQUID_BLOCK_MS = 60_000

/** Unix ms at which projected block `index` (0 = next) is expected. */
export function projectedEtaMs(
  index: number,
  da: Pick<Difficulty, 'adjustedTimeAvgMs' | 'timeOffsetMs'>,
  nowMs: number,
): number {
  return nowMs + da.adjustedTimeAvgMs * (index + 1) + da.timeOffsetMs
}

export function liquidEtaMs(index: number, nowMs: number): number {
  return nowMs + LIQUID_BLOCK_MS * (index + 1)
}

export type UntilUnit = 'minute' | 'hour' | 'day'

/** "In ~N units": under a minute (or past) counts as 1 minute; else the largest whole unit, rounded down. */
export function untilParts(deltaMs: number): { value: number; unit: UntilUnit } {
  const minutes = Math.floor(Math.max(0, deltaMs) / 60_000)
  if (minutes < 60) return { value: Math.max(1, minutes), unit: 'minute' }
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return { value: hours, unit: 'hour' }
  return { value: Math.floor(hours / 24), unit: 'day' }
}
