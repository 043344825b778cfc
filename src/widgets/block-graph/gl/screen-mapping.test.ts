import { describe, expect, it } from 'vitest'
import type { GraphOrientation } from '../graph-types'
import {
  cssToGridCell,
  gridAxes,
  gridRectToCss,
  gridRectToDevice,
  squarePadding,
} from './screen-mapping'
import type { GridView, Viewport } from './screen-mapping'

const px = (cssWidth: number, cssHeight = cssWidth, dpr = 1): Viewport => ({
  cssWidth,
  cssHeight,
  dpr,
})
const view = (orientation: GraphOrientation, flip: boolean, resolution = 80): GridView => ({
  resolution,
  orientation,
  flip,
})

describe('squarePadding', () => {
  it('is a fifth of the cell, rounded down, at least 1 device px', () => {
    expect(squarePadding(10)).toBe(2)
    expect(squarePadding(9.9)).toBe(1)
    expect(squarePadding(2)).toBe(1)
    expect(squarePadding(25)).toBe(5)
  })
})

describe('gridRectToCss', () => {
  // 800 px / 80 cells: cell 10, padding 2, a 1-cell square is 6 px, a 3-cell square 26 px.
  it("'bottom' without flip: row 0 along the bottom, x to the right", () => {
    const v = view('bottom', false)
    expect(gridRectToCss(v, px(800), 0, 0, 1)).toEqual({ x: 2, y: 792, width: 6, height: 6 })
    expect(gridRectToCss(v, px(800), 4, 1, 3)).toEqual({ x: 42, y: 762, width: 26, height: 26 })
  })

  it("'bottom' with flip: row 0 along the bottom, starting at the right", () => {
    expect(gridRectToCss(view('bottom', true), px(800), 0, 0, 1)).toEqual({
      x: 792,
      y: 792,
      width: 6,
      height: 6,
    })
  })

  it("'top': row 0 along the top", () => {
    expect(gridRectToCss(view('top', false), px(800), 2, 0, 1)).toEqual({
      x: 22,
      y: 2,
      width: 6,
      height: 6,
    })
  })

  it("'left' with flip (the default): row 0 is the right-hand column, filled from the top", () => {
    const v = view('left', true)
    expect(gridRectToCss(v, px(800), 0, 0, 1)).toEqual({ x: 792, y: 2, width: 6, height: 6 })
    expect(gridRectToCss(v, px(800), 1, 0, 1)).toEqual({ x: 792, y: 12, width: 6, height: 6 })
    expect(gridRectToCss(v, px(800), 0, 1, 1)).toEqual({ x: 782, y: 2, width: 6, height: 6 })
  })

  it("'left' without flip fills the right-hand column from the bottom; 'right' mirrors it to the left edge", () => {
    expect(gridRectToCss(view('left', false), px(800), 0, 0, 1)).toEqual({
      x: 792,
      y: 792,
      width: 6,
      height: 6,
    })
    expect(gridRectToCss(view('right', false), px(800), 0, 0, 1)).toEqual({
      x: 2,
      y: 792,
      width: 6,
      height: 6,
    })
    expect(gridRectToCss(view('right', true), px(800), 0, 2, 1)).toEqual({
      x: 22,
      y: 2,
      width: 6,
      height: 6,
    })
  })

  it('takes the cell from the extent along a row (width for top/bottom, height for left/right)', () => {
    const wide = px(800, 400)
    expect(gridAxes(view('bottom', false), 800, 400).cell).toBe(10)
    expect(gridAxes(view('left', false), 800, 400).cell).toBe(5)
    expect(gridRectToCss(view('left', true), wide, 0, 0, 1)).toEqual({
      x: 796,
      y: 1,
      width: 3,
      height: 3,
    })
  })

  it('works in device px and reports CSS px (padding is whole device px)', () => {
    // 400 CSS px at dpr 2 = 800 device px: the same squares at half the CSS size.
    expect(gridRectToCss(view('bottom', false), px(400, 400, 2), 0, 0, 1)).toEqual({
      x: 1,
      y: 396,
      width: 3,
      height: 3,
    })
  })

  it('draws nothing for side 0 or cells too small for the padding', () => {
    expect(gridRectToCss(view('bottom', false), px(800), 3, 3, 0).width).toBe(0)
    expect(gridRectToDevice(gridAxes(view('top', false), 80, 80), 0, 0, 1).width).toBe(0)
  })
})

describe('cssToGridCell', () => {
  const orientations: GraphOrientation[] = ['left', 'right', 'top', 'bottom']
  it.each(orientations.flatMap((o) => [view(o, true, 40), view(o, false, 40)]))(
    'inverts gridRectToCss for %o',
    (v) => {
      const viewport = px(400, 400, 1.5)
      for (const [x, y] of [
        [0, 0],
        [39, 0],
        [5, 7],
        [0, 39],
        [39, 39],
      ] as const) {
        const rect = gridRectToCss(v, viewport, x, y, 1)
        expect(
          cssToGridCell(v, viewport, rect.x + rect.width / 2, rect.y + rect.height / 2),
        ).toEqual({ x, y })
      }
    },
  )

  it('is undefined beside the grid', () => {
    expect(cssToGridCell(view('bottom', false), px(800), 400, 801)).toBeUndefined()
    expect(cssToGridCell(view('bottom', false, 40), px(800, 800), -1, 400)).toBeUndefined()
  })
})
