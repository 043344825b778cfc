import { describe, expect, it } from 'vitest'
import { liquidEtaMs, projectedEtaMs, untilParts } from './eta'

describe('ETA of projected block i', () => {
  const now = 1_711_855_000_000
  it('is now + adjustedTimeAvg × (i + 1) + timeOffset, in ms', () => {
    const da = { adjustedTimeAvgMs: 567_619, timeOffsetMs: 0 }
    expect(projectedEtaMs(0, da, now)).toBe(now + 567_619)
    expect(projectedEtaMs(3, da, now)).toBe(now + 4 * 567_619)
    expect(projectedEtaMs(1, { adjustedTimeAvgMs: 1_200_000, timeOffsetMs: -300_000 }, now)).toBe(
      now + 2_100_000,
    )
  })

  it('is one minute per block on Liquid', () => {
    expect(liquidEtaMs(2, now)).toBe(now + 180_000)
  })
})

describe('"In ~N" parts', () => {
  it.each([
    [-5_000, 1, 'minute'],
    [30_000, 1, 'minute'],
    [567_619, 9, 'minute'],
    [4 * 567_619, 37, 'minute'],
    [3_599_999, 59, 'minute'],
    [3_600_000, 1, 'hour'],
    [8 * 3_600_000 + 59 * 60_000, 8, 'hour'],
    [50 * 3_600_000, 2, 'day'],
  ])('%d ms → %d %s', (delta, value, unit) => {
    expect(untilParts(delta)).toEqual({ value, unit })
  })
})
