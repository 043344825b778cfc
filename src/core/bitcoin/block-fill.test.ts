import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/block-fill.json'
import {
  blockFill,
  blockFillFromVsize,
  blocksForVsize,
  BLOCK_VSIZE_VB,
  BLOCK_WEIGHT_UNITS,
} from './block-fill'
import { projectedBlockGradient } from './projected-gradient'

describe('blockFill', () => {
  it.each(fixtures.valid)('$weight WU → $fill', ({ weight, fill }) => {
    expect(blockFill(weight)).toBeCloseTo(fill, 10)
  })

  it.each(fixtures.invalid)('$weight WU → 0', ({ weight, fill }) => {
    expect(blockFill(weight as unknown as number)).toBe(fill)
  })

  it('agrees with the vsize form (1,000,000 vB = full)', () => {
    expect(BLOCK_WEIGHT_UNITS).toBe(4_000_000)
    expect(blockFillFromVsize(250_000)).toBe(0.25)
    expect(blockFillFromVsize(999_999.75)).toBeCloseTo(blockFill(3_999_999), 12)
  })
})

describe('blocksForVsize', () => {
  it.each([
    [0, 0],
    [1, 1],
    [1_000_000, 1],
    [1_000_000.25, 2],
    [2_000_000, 2],
    [168_604_440, 169],
  ])('%s vB → %s blocks', (vsizeVb, blocks) => {
    expect(BLOCK_VSIZE_VB).toBe(1_000_000)
    expect(blocksForVsize(vsizeVb)).toBe(blocks)
  })
})

describe('projectedBlockGradient', () => {
  const range = [1, 2, 3, 4, 5, 6, 2500]

  it('starts with the empty fraction, then one colour per feeRange entry', () => {
    const stops = projectedBlockGradient(range, 500_000, false)
    expect(stops.slice(0, 2)).toEqual([
      { colour: null, offset: 0 },
      { colour: null, offset: 0.5 },
    ])
    const colours = stops.slice(2)
    expect(colours.map((s) => s.colour)).toEqual([
      '557d00',
      '5d7d01',
      '637d02',
      '6d7d04',
      '757d05',
      '7d7d06',
      'ae005b',
    ])
    expect(colours[0]?.offset).toBe(0.5)
    expect(colours[6]?.offset).toBeCloseTo(0.5 + (0.5 * 6) / 7)
  })

  it('drops the maximum entry for the first projected block', () => {
    const colours = projectedBlockGradient(range, 1_000_000, true).slice(2)
    expect(colours).toHaveLength(6)
    expect(colours.map((s) => s.colour)).not.toContain('ae005b')
    expect(colours[0]?.offset).toBe(0)
  })

  it('treats an over-full stack block as having no empty space', () => {
    expect(projectedBlockGradient(range, 3_000_000, false)[1]).toEqual({ colour: null, offset: 0 })
  })

  it('uses the requested palette', () => {
    expect(projectedBlockGradient([0.5], 100_000, false, 'contrast')[2]?.colour).toBe('0082e6')
  })
})
