import { describe, expect, it } from 'vitest'
import { eightBlocksResolution } from './resolution'

describe('eightBlocksResolution', () => {
  it('is 86 without autofit', () => {
    expect(eightBlocksResolution(false, 300, 10)).toBe(86)
  })

  it('divides the width less twice the padding, within 76–96', () => {
    expect(eightBlocksResolution(true, 540, 10)).toBe(86) // 520 = 6 × 86 + 4
    expect(eightBlocksResolution(true, 820, 10)).toBe(80) // 800 = 10 × 80
    expect(eightBlocksResolution(true, 920, 10)).toBe(90) // 900 = 10 × 90
    expect(eightBlocksResolution(true, 290, 0)).toBe(96) // 290 = 3 × 96 + 2 (nothing closer in range)
  })
})
