import { describe, expect, it } from 'vitest'
import { difficultyAdjustment, retargetPercent } from './difficulty-adjustment'

const EPOCH_START = 1_000_000 // unix s
const SAME_BITS = { epochStartBits: 0x17030000, previousEpochStartBits: 0x17030000 }

describe('retargetPercent', () => {
  it.each([
    // [old bits, new bits, %]: target ratio old/new − 1
    [0x17030000, 0x17028000, 20], // 0x30000 / 0x28000 = 1.2
    [0x17028000, 0x17030000, -100 / 6], // 1/1.2 − 1
    [0x18008000, 0x17400000, 100], // 0x8000 × 256 / 0x400000 = 2 across an exponent step
    [0x17030000, 0x17030000, 0],
  ])('%s → %s: %s %', (oldBits, newBits, percent) => {
    expect(retargetPercent(oldBits, newBits)).toBeCloseTo(percent, 10)
  })
})

describe('difficultyAdjustment', () => {
  it('past 503 blocks: the epoch average so far', () => {
    // 1,007 blocks at 500 s: change = 600 × 1,008 / 503,500 − 1 = +20.1191658 %
    const now = EPOCH_START + 1007 * 500
    const da = difficultyAdjustment({
      tipHeight: 2016 * 400 + 1007,
      tipTimestamp: now - 10,
      epochStartTimestamp: EPOCH_START,
      nowSeconds: now,
      ...SAME_BITS,
    })
    expect(da.difficultyChange).toBeCloseTo(20.1191658, 6)
    expect(da.timeAvg).toBe(500_000)
    expect(da.adjustedTimeAvg).toBe(500_000)
    expect(da.remainingBlocks).toBe(1009)
    expect(da.remainingTime).toBe(504_500_000)
    expect(da.estimatedRetargetDate).toBe(now * 1000 + 504_500_000)
    expect(da.nextRetargetHeight).toBe(2016 * 401)
    expect(da.progressPercent).toBeCloseTo(49.9503968, 6)
    expect(da.previousRetarget).toBe(0)
    expect(da.previousTime).toBe(EPOCH_START)
    expect(da.expectedBlocks).toBeCloseTo(839.1666667, 6)
    expect(da.timeOffset).toBe(0)
  })

  it('early in an epoch: a 503-block window whose previous-epoch part is scaled by the last retarget', () => {
    // 100 blocks at 500 s; window start 403 × 600 s before the epoch; last retarget +20 %
    // window = 50,000 + 241,800 × 1.2 = 340,160 s → adjusted 676.262… s; change = 302,400 / 340,160 − 1
    const now = EPOCH_START + 100 * 500
    const da = difficultyAdjustment({
      tipHeight: 2016 * 400 + 100,
      tipTimestamp: now,
      epochStartTimestamp: EPOCH_START,
      windowStartTimestamp: EPOCH_START - 403 * 600,
      nowSeconds: now,
      epochStartBits: 0x17028000,
      previousEpochStartBits: 0x17030000,
    })
    expect(da.previousRetarget).toBeCloseTo(20, 10)
    // whole ms on the wire: 340,160 s / 503 = 676,262.43 ms → 676,262
    expect(da.adjustedTimeAvg).toBe(676_262)
    expect(da.difficultyChange).toBeCloseTo(-11.1006585, 6)
    expect(da.timeAvg).toBe(500_000)
    expect(da.remainingTime).toBe(1916 * 676_262)
  })

  it('no block yet in the epoch: 600 s average', () => {
    const da = difficultyAdjustment({
      tipHeight: 2016 * 400,
      tipTimestamp: EPOCH_START,
      epochStartTimestamp: EPOCH_START,
      windowStartTimestamp: EPOCH_START - 503 * 600,
      nowSeconds: EPOCH_START + 300,
      ...SAME_BITS,
    })
    expect(da.timeAvg).toBe(600_000)
    expect(da.progressPercent).toBe(0)
    expect(da.remainingBlocks).toBe(2016)
    // window = 300 + 301,800 = 302,100 s; change = 302,400 / 302,100 − 1 = +0.0993048 %
    expect(da.difficultyChange).toBeCloseTo(0.0993048, 6)
  })

  it('the last block of an epoch measures up to the tip, not to now', () => {
    // 2,015 blocks took 2,015 × 600 s exactly: change = 600 × 2,016 / 1,209,000 − 1 = +0.0496278 %
    const da = difficultyAdjustment({
      tipHeight: 2016 * 400 + 2015,
      tipTimestamp: EPOCH_START + 2015 * 600,
      epochStartTimestamp: EPOCH_START,
      nowSeconds: EPOCH_START + 2015 * 600 + 5000,
      ...SAME_BITS,
    })
    expect(da.difficultyChange).toBeCloseTo(0.0496278, 6)
    expect(da.remainingBlocks).toBe(1)
  })

  it('clamps the change to −75 … +300 %', () => {
    const base = { tipHeight: 2016 * 400 + 1007, epochStartTimestamp: EPOCH_START, ...SAME_BITS }
    const fast = difficultyAdjustment({
      ...base,
      tipTimestamp: 0,
      nowSeconds: EPOCH_START + 1007 * 60,
    })
    const slow = difficultyAdjustment({
      ...base,
      tipTimestamp: 0,
      nowSeconds: EPOCH_START + 1007 * 6000,
    })
    expect(fast.difficultyChange).toBe(300)
    expect(slow.difficultyChange).toBe(-75)
  })

  it('testnet3: the average is capped at 20 minutes and a stale tip gives a negative offset', () => {
    const now = EPOCH_START + 1007 * 1500
    const da = difficultyAdjustment({
      tipHeight: 2016 * 400 + 1007,
      tipTimestamp: now - 900,
      epochStartTimestamp: EPOCH_START,
      nowSeconds: now,
      testnet3: true,
      ...SAME_BITS,
    })
    expect(da.timeAvg).toBe(1_200_000)
    expect(da.timeOffset).toBe(-900_000)
  })

  it('asks for the window start early in an epoch', () => {
    expect(() =>
      difficultyAdjustment({
        tipHeight: 10,
        tipTimestamp: 0,
        epochStartTimestamp: 0,
        nowSeconds: 1,
        ...SAME_BITS,
      }),
    ).toThrow(/windowStartTimestamp/)
  })
  it('measures against the block spacing the chain retargets to, when it is not 600 s', () => {
    // a simulated chain retargeting to 120 s blocks, 1,007 blocks at exactly 120 s: no change expected
    const tipHeight = 2016 * 400 + 1007
    const onSchedule = difficultyAdjustment({
      tipHeight,
      tipTimestamp: EPOCH_START + 1007 * 120,
      epochStartTimestamp: EPOCH_START,
      nowSeconds: EPOCH_START + 1008 * 120,
      targetSpacingS: 120,
      ...SAME_BITS,
    })
    expect(onSchedule.difficultyChange).toBeCloseTo(0, 9)
    expect(onSchedule.expectedBlocks).toBeCloseTo(1008, 9)
    // the same timestamps judged against Bitcoin's 600 s would be five times too fast (clamped at +300 %)
    const asBitcoin = difficultyAdjustment({
      tipHeight,
      tipTimestamp: EPOCH_START + 1007 * 120,
      epochStartTimestamp: EPOCH_START,
      nowSeconds: EPOCH_START + 1008 * 120,
      ...SAME_BITS,
    })
    expect(asBitcoin.difficultyChange).toBe(300)
  })
})
