import { describe, expect, it } from 'vitest'
import { cubeFill } from './cube-fill'

describe('cubeFill', () => {
  it('is the block weight over 4,000,000 WU', () => {
    expect(cubeFill({ weight: 3_993_000 })).toBeCloseTo(0.99825, 9)
    expect(cubeFill({ weight: 1_000_000 })).toBe(0.25)
    expect(cubeFill({ weight: 0 })).toBe(0)
  })

  it('stays within 0..1 for weights the wire should never carry', () => {
    expect(cubeFill({ weight: 4_400_000 })).toBe(1)
    expect(cubeFill({ weight: -5 })).toBe(0)
    expect(cubeFill({ weight: Number.NaN })).toBe(0)
  })
})
