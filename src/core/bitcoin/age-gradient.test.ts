import { describe, expect, it } from 'vitest'
import { AGE_UNMATCHED, ageOpacity } from './age-gradient'

describe('ageOpacity', () => {
  const now = 1_700_000_000
  it('is full for unknown or recent first-seen times', () => {
    expect(ageOpacity(now)).toBe(1)
    expect(ageOpacity(now, now)).toBe(1)
    expect(ageOpacity(now, now - 60)).toBe(1)
    // 0.6 × (61.6 − 60) ≈ 0.96 → max(1, …) = 1 → log2 = 0
    expect(ageOpacity(now, now - 61.6)).toBe(1)
  })

  it('fades with age along the tanh curve', () => {
    // age 60 + 1024/0.6 s → log2 = 10 → 1 − 0.8·tanh(2/3)
    expect(ageOpacity(now, now - (60 + 1024 / 0.6))).toBeCloseTo(1 - 0.8 * Math.tanh(10 / 15), 9)
    const hour = ageOpacity(now, now - 3600)
    const day = ageOpacity(now, now - 86_400)
    expect(day).toBeLessThan(hour)
    expect(hour).toBeLessThan(1)
    expect(ageOpacity(now, now - 1e12)).toBeGreaterThan(0.2)
  })

  it('uses faint white for unmatched txs', () => {
    expect(AGE_UNMATCHED).toEqual({ r: 1, g: 1, b: 1, a: 0.05 })
  })
})
