import { describe, expect, it } from 'vitest'
import { autofitResolution } from './autofit'

describe('autofitResolution (spec §9)', () => {
  it('picks the exact divisor when there is one', () => {
    expect(autofitResolution(700, 64, 96)).toBe(70)
    expect(autofitResolution(900, 64, 96)).toBe(90)
  })

  it('on ties takes the larger resolution', () => {
    expect(autofitResolution(640, 64, 96)).toBe(80) // 640 = 10 × 64 = 8 × 80
    expect(autofitResolution(960, 64, 96)).toBe(96) // 64, 80 and 96 all divide 960
  })

  it('picks the smallest remainder otherwise (eight blocks: 540 − 2 × 10 → 86)', () => {
    expect(autofitResolution(520, 76, 96)).toBe(86) // 520 = 6 × 86 + 4
  })

  it('floors fractional pixels and copes with odd ranges', () => {
    expect(autofitResolution(700.9, 64, 96)).toBe(70)
    expect(autofitResolution(700, 96, 64)).toBe(70)
    expect(autofitResolution(50, 64, 96)).toBe(96) // nothing divides: every remainder is 50, larger wins
    expect(autofitResolution(Number.NaN, 64, 96)).toBe(96)
  })
})
