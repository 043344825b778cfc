import { describe, expect, it } from 'vitest'
import {
  BLOCK_OFFSET_PX,
  blocksPerPage,
  dividerFraction,
  isMobileWidth,
  minedArrowOffsetPx,
  minedCubesFor,
  minScrollWidthPx,
  pageWidthPx,
  projectedArrowOffsetPx,
  projectedAreaPx,
  projectedCubeOffsetPx,
  visibleProjectedCount,
} from './layout'

describe('breakpoint', () => {
  it('treats 767.98 px and below as a phone', () => {
    expect(isMobileWidth(767.98)).toBe(true)
    expect(isMobileWidth(768)).toBe(false)
    expect(dividerFraction(400)).toBe(0.95)
    expect(dividerFraction(1280)).toBe(0.5)
  })

  it('puts the divider at 420 px on Liquid desktop widths, not on phones (spec §9)', () => {
    expect(dividerFraction(1280, true) * 1280).toBeCloseTo(420)
    expect(dividerFraction(400, true)).toBe(0.95)
  })

  it('gives the projected side the whole width on a phone and half of it otherwise', () => {
    expect(projectedAreaPx(700)).toBe(700)
    expect(projectedAreaPx(1280)).toBe(640)
  })
})

describe('projected tiles that fit', () => {
  it.each([
    [200, 1],
    [310, 2],
    [700, 4],
    [767.98, 4],
    [768, 2],
    [1240, 4],
    [1920, 6],
    [2480, 8],
    [5000, 8],
  ])('%d px → %d tiles (⌊area / 155⌋, at most 8)', (width, count) => {
    expect(visibleProjectedCount(width)).toBe(count)
  })

  it('never shows fewer than 1 tile, or 2 in the minimal strip', () => {
    expect(visibleProjectedCount(0)).toBe(1)
    expect(visibleProjectedCount(100, true)).toBe(2)
    expect(visibleProjectedCount(1920, true)).toBe(6)
  })
})

describe('pages of mined cubes', () => {
  it('cuts the width into whole cubes', () => {
    // spec §9: pages hold ⌈width / 155⌉ blocks.
    expect(pageWidthPx(1280)).toBe(9 * BLOCK_OFFSET_PX)
    expect(blocksPerPage(1280)).toBe(9)
    expect(blocksPerPage(1240)).toBe(8)
    expect(blocksPerPage(100)).toBe(1)
    expect(minScrollWidthPx(1280)).toBe(40 + 155 * (8 + 2 * 9))
  })

  it('renders the live eight at home and one page ahead of what is visible', () => {
    expect(minedCubesFor(1280, 0)).toBe(9 + 9)
    expect(minedCubesFor(1280, 8 * 155)).toBe(17 + 9)
    expect(minedCubesFor(310, 0)).toBe(8)
    expect(minedCubesFor(310, 10 * 155)).toBe(12 + 2)
  })
})

describe('offsets', () => {
  it('places cubes 155 px apart, projected ones 40 px from the divider, arrows inside them', () => {
    expect(projectedCubeOffsetPx(0)).toBe(40)
    expect(projectedCubeOffsetPx(2)).toBe(350)
    expect(minedArrowOffsetPx(0)).toBe(30)
    expect(minedArrowOffsetPx(3)).toBe(495)
    expect(projectedArrowOffsetPx(1)).toBe(195 + 37.5)
  })
})
