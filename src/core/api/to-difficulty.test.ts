import { describe, expect, it } from 'vitest'
import { hasRecorded, readCypress } from '../../../tests/fixtures/recorded'
import type { DifficultyAdjustment } from './difficulty'
import { toDifficulty } from './to-difficulty'

describe.skipIf(!hasRecorded)('toDifficulty on the recorded `da`', () => {
  it('gives every instant as unix ms and every duration in ms', () => {
    const { da } = readCypress<{ da: DifficultyAdjustment }>('mainnet_mempoolInfo.json')
    expect(toDifficulty(da)).toEqual({
      progressPercent: 20.33730158730159,
      difficultyChange: 5.914788959658535,
      previousRetarget: -0.9778871328980188,
      remainingBlocks: 1606,
      nextRetargetHeight: 838656,
      expectedBlocks: 392.7416666666667,
      estimatedRetargetMs: 1712766704114,
      previousTimeMs: 1711619463000,
      remainingTimeMs: 911596114,
      timeAvgMs: 574743,
      adjustedTimeAvgMs: 567619,
      timeOffsetMs: 0,
    })
  })
})

describe('toDifficulty', () => {
  it('converts only previousTime (unix s) and passes the ms fields through', () => {
    const wire: DifficultyAdjustment = {
      progressPercent: 50,
      difficultyChange: 1,
      estimatedRetargetDate: 2_000_000_000_000,
      remainingBlocks: 1008,
      remainingTime: 604_800_000,
      previousRetarget: -2,
      previousTime: 1_700_000_000,
      nextRetargetHeight: 840_000,
      timeAvg: 600_000,
      adjustedTimeAvg: 590_000,
      timeOffset: -1_200_000,
      expectedBlocks: 1000,
    }
    const d = toDifficulty(wire)
    expect(d.previousTimeMs).toBe(1_700_000_000_000)
    expect(d.estimatedRetargetMs).toBe(2_000_000_000_000)
    expect(d.timeOffsetMs).toBe(-1_200_000)
    expect(d.adjustedTimeAvgMs).toBe(590_000)
  })
})
