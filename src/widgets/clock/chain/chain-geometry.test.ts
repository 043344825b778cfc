import { describe, expect, it } from 'vitest'
import { blocksToFillHalf, chainGeometry } from './chain-geometry'

const many = { minedAvailable: 99, mempoolAvailable: 99 }

describe('chainGeometry', () => {
  it('makes a block 7/12 of the strip height wide, with the strip’s gaps in proportion', () => {
    const g = chainGeometry({ widthPx: 1000, heightPx: 60, ...many })
    expect(g.blockWidthPx).toBe(35)
    expect(g.blockOffsetPx).toBeCloseTo(35 * (155 / 125))
    expect(g.dividerGapPx).toBeCloseTo(35 * (40 / 125))
    expect(chainGeometry({ widthPx: 1000, heightPx: 120, ...many }).blockWidthPx).toBe(70)
  })

  it('draws enough blocks to fill each half, the last one cut by the edge', () => {
    // Half of 1000 px: the divider gap (11.2), the first block (35), then one every 43.4 px → 1 + ⌈10.46⌉.
    expect(blocksToFillHalf(1000, 60)).toBe(12)
    const { blockWidthPx, blockOffsetPx, dividerGapPx } = chainGeometry({
      widthPx: 1000,
      heightPx: 60,
      ...many,
    })
    const lastEnd = (count: number): number =>
      dividerGapPx + (count - 1) * blockOffsetPx + blockWidthPx
    expect(lastEnd(12)).toBeGreaterThanOrEqual(500)
    expect(lastEnd(11)).toBeLessThan(500)
    // Twice as wide → about twice as many; a taller strip → fewer, bigger blocks.
    expect(blocksToFillHalf(2000, 60)).toBe(23)
    expect(blocksToFillHalf(1000, 120)).toBe(6)
  })

  it('draws at least one block per side, even before the box is measured', () => {
    expect(blocksToFillHalf(0, 0)).toBe(1)
    expect(blocksToFillHalf(30, 60)).toBe(1)
  })

  it('caps mined blocks at 16 and at what is known, projected at what the server sends', () => {
    expect(chainGeometry({ widthPx: 4000, heightPx: 60, ...many }).countMined).toBe(16)
    expect(chainGeometry({ widthPx: 4000, heightPx: 60, ...many }).countMempool).toBe(
      blocksToFillHalf(4000, 60),
    )
    const few = chainGeometry({
      widthPx: 4000,
      heightPx: 60,
      minedAvailable: 5,
      mempoolAvailable: 8,
    })
    expect(few.countMined).toBe(5)
    expect(few.countMempool).toBe(8)
    const narrow = chainGeometry({ widthPx: 300, heightPx: 60, ...many })
    expect(narrow.countMined).toBe(blocksToFillHalf(300, 60))
    expect(narrow.countMempool).toBe(blocksToFillHalf(300, 60))
  })
})
