import { describe, expect, it } from 'vitest'
import { clockGeometry, limitedBox } from './clock-geometry'

describe('clockGeometry (spec §9)', () => {
  it('gives the chain 60 px until an eighth of the height is more', () => {
    expect(clockGeometry({ width: 1000, height: 400 }).chainHeight).toBe(60)
    expect(clockGeometry({ width: 1000, height: 480 }).chainHeight).toBe(60)
    expect(clockGeometry({ width: 1000, height: 1000 }).chainHeight).toBe(125)
  })

  it('sizes the dial by the smallest of 800 px, the width and the height under 1.4 chains', () => {
    expect(clockGeometry({ width: 1920, height: 1080 }).clockSize).toBe(800)
    expect(clockGeometry({ width: 500, height: 1080 }).clockSize).toBe(500)
    // 700 − 1.4 × 87.5 = 577.5
    expect(clockGeometry({ width: 1000, height: 700 }).clockSize).toBeCloseTo(577.5, 9)
    expect(clockGeometry({ width: 1000, height: 60 }).clockSize).toBe(0)
  })

  it('lays the centre out at a multiple of 75 px and scales it to the centre square', () => {
    const geometry = clockGeometry({ width: 1000, height: 700 })
    expect(geometry.centreSize).toBeCloseTo(288.75, 9)
    expect(geometry.sizerPx).toBe(300)
    expect(geometry.sizerScale).toBeCloseTo(288.75 / 300, 9)
    expect(clockGeometry({ width: 300, height: 2000 }).sizerPx).toBe(150)
  })

  it('uses the defaults (300 × 60) before the box is measured', () => {
    const geometry = clockGeometry({ width: 0, height: 0 })
    expect(geometry.clockSize).toBe(300)
    expect(geometry.chainHeight).toBe(60)
    expect(geometry.chainWidth).toBe(300)
  })
})

describe('limitedBox', () => {
  it('bounds each side by its limit and leaves the other alone', () => {
    expect(limitedBox({ width: 1200, height: 900 }, { width: 600 })).toEqual({
      width: 600,
      height: 900,
    })
    expect(limitedBox({ width: 400, height: 900 }, { width: 600, height: 300 })).toEqual({
      width: 400,
      height: 300,
    })
  })

  it('uses the limit while the box is not measured, and ignores limits that are not positive', () => {
    expect(limitedBox({ width: 0, height: 0 }, { width: 500, height: 200 })).toEqual({
      width: 500,
      height: 200,
    })
    expect(limitedBox({ width: 800, height: 600 }, { width: 0, height: -5 })).toEqual({
      width: 800,
      height: 600,
    })
  })
})
