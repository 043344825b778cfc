import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/fee-colours.json'
import { FEE_LEVELS, feeBucket } from './fee-levels'
import { FEE_PALETTES, feeColour, paletteForTheme } from './fee-palettes'

describe('feeBucket / feeColour', () => {
  it.each(fixtures.valid)('$rate sat/vB → bucket $bucket', (row) => {
    expect(feeBucket(row.rate)).toBe(row.bucket)
    expect(feeColour(row.rate, 'default')).toBe(row.default)
    expect(feeColour(row.rate, 'contrast')).toBe(row.contrast)
    expect(feeColour(row.rate, 'light')).toBe(row.light)
  })

  it('puts every level at the start of its own bucket and just below it in the previous one', () => {
    // The 39 levels of reference §3.4, written out here so a wrong FEE_LEVELS cannot pass the loop below.
    expect(FEE_LEVELS).toEqual([
      0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200,
      250, 300, 350, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
    ])
    FEE_LEVELS.forEach((level, i) => {
      expect(feeBucket(level)).toBe(i)
      if (i > 0) expect(feeBucket(level - 0.001)).toBe(i - 1)
    })
  })

  it('treats NaN as 0', () => {
    expect(feeBucket(Number.NaN)).toBe(0)
  })
})

describe('palettes', () => {
  it('have 39 levels and 39 six-digit colours each', () => {
    expect(FEE_LEVELS).toHaveLength(39)
    for (const palette of Object.values(FEE_PALETTES)) {
      expect(palette).toHaveLength(39)
      for (const colour of palette) expect(colour).toMatch(/^[0-9a-f]{6}$/)
    }
  })

  it('maps themes to palettes', () => {
    expect(paletteForTheme('default')).toBe('default')
    expect(paletteForTheme('contrast')).toBe('contrast')
    expect(paletteForTheme('bukele')).toBe('contrast')
    expect(paletteForTheme('nymkappa')).toBe('light')
    expect(paletteForTheme('anything-else')).toBe('default')
  })
})
