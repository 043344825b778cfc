import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/fee-colours.json'
import { FEE_LEVELS, feeBucket } from './fee-levels'
import {
  FEE_COLOUR_LEVELS,
  FEE_PALETTES,
  feeColour,
  feeColourIndex,
  paletteForTheme,
} from './fee-palettes'

describe('feeColour (spec §9: 38 colours over 1 … 2000 sat/vB)', () => {
  it.each(fixtures.valid)('$rate sat/vB → colour $colour', (row) => {
    expect(feeColourIndex(row.rate)).toBe(row.colour)
    expect(feeColour(row.rate, 'default')).toBe(row.default)
    expect(feeColour(row.rate, 'contrast')).toBe(row.contrast)
    expect(feeColour(row.rate, 'light')).toBe(row.light)
  })

  it('uses the thresholds of spec §9, each the start of its own colour', () => {
    // Written out from the spec text so a wrong table cannot pass the loop below.
    expect(FEE_COLOUR_LEVELS).toEqual([
      1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200, 250,
      300, 350, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
    ])
    FEE_COLOUR_LEVELS.forEach((level, i) => {
      expect(feeColourIndex(level)).toBe(i)
      if (i > 0) expect(feeColourIndex(level - 0.001)).toBe(i - 1)
    })
  })

  it('gives rates below 1 sat/vB (and NaN) the first colour', () => {
    expect(feeColour(0.5)).toBe(feeColour(1))
    expect(feeColourIndex(Number.NaN)).toBe(0)
  })
})

describe('palettes', () => {
  it('have 38 six-digit colours each', () => {
    for (const palette of Object.values(FEE_PALETTES)) {
      expect(palette).toHaveLength(38)
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

describe('statistics buckets (wire, reference §3.6: 39 from 0)', () => {
  it.each(fixtures.valid)('$rate sat/vB → bucket $bucket', (row) => {
    expect(feeBucket(row.rate)).toBe(row.bucket)
  })

  it('puts every level at the start of its own bucket', () => {
    expect(FEE_LEVELS).toEqual([0, ...FEE_COLOUR_LEVELS])
    FEE_LEVELS.forEach((level, i) => {
      expect(feeBucket(level)).toBe(i)
      if (i > 0) expect(feeBucket(level - 0.001)).toBe(i - 1)
    })
    expect(feeBucket(Number.NaN)).toBe(0)
  })
})
