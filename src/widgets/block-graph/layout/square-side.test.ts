import { describe, expect, it } from 'vitest'
import { squareSide, vbytesPerUnit } from './square-side'

describe('squareSide (reference §4.7 step 1)', () => {
  it('scales R = 86 so a cell is ≈ 140.7 vB', () => {
    expect(vbytesPerUnit(86)).toBeCloseTo(140.67, 2)
  })

  it('gives 1 cell to 141 vB and 3 cells to 1,000 vB at R = 86', () => {
    expect(squareSide(141, 86)).toBe(1)
    expect(squareSide(1_000, 86)).toBe(3)
  })

  it('rounds sqrt(1.1 × vsize / unit)', () => {
    const unit = vbytesPerUnit(80)
    // side 2 needs 1.1 × vsize / unit ≥ 1.5² = 2.25
    expect(squareSide((2.25 * unit) / 1.1 - 1, 80)).toBe(1)
    expect(squareSide((2.25 * unit) / 1.1 + 1, 80)).toBe(2)
  })

  it('clamps to [1, R], bad input included', () => {
    expect(squareSide(0, 86)).toBe(1)
    expect(squareSide(Number.NaN, 86)).toBe(1)
    expect(squareSide(-5, 86)).toBe(1)
    expect(squareSide(4_000_000, 86)).toBe(86)
  })

  it('follows the block limit', () => {
    expect(squareSide(1_000, 86, 4_000_000)).toBe(1) // a 4× larger unit: sqrt(7.8 / 4) ≈ 1.4
    expect(squareSide(4_000, 86, 4_000_000)).toBe(3)
  })
})
