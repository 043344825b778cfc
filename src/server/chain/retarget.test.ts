import { describe, expect, it } from 'vitest'
import { bitsToTarget } from './header'
import { isRetargetHeight, RETARGET_INTERVAL, retargetBits } from './retarget'

const BITS = 0x1b0404cb

describe('retarget', () => {
  it('happens on multiples of 2,016', () => {
    expect(isRetargetHeight(0)).toBe(true)
    expect(isRetargetHeight(2016 * 458)).toBe(true)
    expect(isRetargetHeight(2016 * 458 + 1)).toBe(false)
  })

  it('keeps the target when blocks came at the simulated interval', () => {
    expect(retargetBits(BITS, 0, RETARGET_INTERVAL * 600, 600)).toBe(BITS)
    expect(retargetBits(BITS, 0, RETARGET_INTERVAL * 60, 60)).toBe(BITS)
  })

  it('doubles the target (halves difficulty) when blocks took twice as long', () => {
    const next = bitsToTarget(retargetBits(BITS, 0, RETARGET_INTERVAL * 1200, 600))
    const expected = bitsToTarget(BITS) * 2n
    // compact encoding keeps 3 significant bytes
    expect(Number(((next - expected) * 1_000_000n) / expected)).toBe(0)
  })

  it('clamps the change to ×4 / ÷4', () => {
    const slow = bitsToTarget(retargetBits(BITS, 0, RETARGET_INTERVAL * 600 * 100, 600))
    const fast = bitsToTarget(retargetBits(BITS, 0, 1, 600))
    expect(Number((slow * 1000n) / bitsToTarget(BITS)) / 1000).toBeCloseTo(4, 2)
    expect(Number((fast * 1000n) / bitsToTarget(BITS)) / 1000).toBeCloseTo(0.25, 2)
  })
})
