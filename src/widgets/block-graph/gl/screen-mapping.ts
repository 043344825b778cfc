// Grid cells → screen pixels (reference §4.7 step 5). The grid is logically left→right (x) and
// bottom→top (y, rows); `flip` mirrors it along the rows, then `orientation` says where row 0 sits:
//   'bottom' rows horizontal, row 0 at the bottom     'top'   rows horizontal, row 0 at the top
//   'left'   rows become columns, row 0 at the right  'right' rows become columns, row 0 at the left
//            edge (time flows right-to-left)                   edge (mirror of 'left')
// With the default flip, 'left' fills the right-hand column from the top down.
// The cell is the screen extent along a row divided by the resolution (the width for 'top'/'bottom', the
// height for 'left'/'right'); each square keeps a padding p = max(1, floor(cell / 5)) device px per side.
// The vertex shader receives exactly the axes computed here (gridAxes), so overlays that place a focus
// square or hit-test with these functions agree with the drawing.
import type { GraphOrientation, GraphRect } from '../graph-types'

/** How the grid sits on the canvas. */
export interface GridView {
  /** Cells per side (R). */
  resolution: number
  orientation: GraphOrientation
  /** Mirror along the rows (reference default: true). */
  flip: boolean
}

/** The canvas size: CSS pixels and the device pixel ratio. */
export interface Viewport {
  cssWidth: number
  cssHeight: number
  dpr: number
}

/**
 * A square's centre is origin + (x + s/2)·u + (y + s/2)·v (device px), for grid position (x, y) and side s.
 * u and v are already scaled by the cell size.
 */
export interface GridAxes {
  originX: number
  originY: number
  uX: number
  uY: number
  vX: number
  vY: number
  /** Cell size in device px. */
  cell: number
  /** Padding per side in device px. */
  padding: number
}

/** Canvas backing-store size for a CSS size: CSS × dpr, rounded, at least 1. */
export function deviceSize(viewport: Viewport): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round(viewport.cssWidth * viewport.dpr)),
    height: Math.max(1, Math.round(viewport.cssHeight * viewport.dpr)),
  }
}

/** Padding per side of a square, in device px. */
export function squarePadding(cell: number): number {
  return Math.max(1, Math.floor(cell / 5))
}

/** Unit vectors (screen y down) for grid x and y, and the corner grid (0, 0) maps to, per orientation. */
const BASES: Record<
  GraphOrientation,
  { u: [number, number]; v: [number, number]; o: [number, number] }
> = {
  bottom: { u: [1, 0], v: [0, -1], o: [0, 1] },
  top: { u: [1, 0], v: [0, 1], o: [0, 0] },
  left: { u: [0, -1], v: [-1, 0], o: [1, 1] },
  right: { u: [0, -1], v: [1, 0], o: [0, 1] },
}

/** The grid's axes on a canvas of `width` × `height` device px. */
export function gridAxes(view: GridView, width: number, height: number): GridAxes {
  const { u, v, o } = BASES[view.orientation]
  const rowsVertical = view.orientation === 'left' || view.orientation === 'right'
  const cell = (rowsVertical ? height : width) / Math.max(1, view.resolution)
  let originX = o[0] * width
  let originY = o[1] * height
  let [uX, uY] = [u[0] * cell, u[1] * cell]
  if (view.flip) {
    // Mirror along the rows: start from the far end of a row and walk back.
    originX += uX * view.resolution
    originY += uY * view.resolution
    uX = -uX
    uY = -uY
  }
  return {
    originX,
    originY,
    uX,
    uY,
    vX: v[0] * cell,
    vY: v[1] * cell,
    cell,
    padding: squarePadding(cell),
  }
}

/** The drawn square (padding removed) for grid position (x, y) and side s, in device px. */
export function gridRectToDevice(axes: GridAxes, x: number, y: number, side: number): GraphRect {
  const centreX = axes.originX + (x + side / 2) * axes.uX + (y + side / 2) * axes.vX
  const centreY = axes.originY + (x + side / 2) * axes.uY + (y + side / 2) * axes.vY
  const drawn = Math.max(0, side * axes.cell - 2 * axes.padding)
  return { x: centreX - drawn / 2, y: centreY - drawn / 2, width: drawn, height: drawn }
}

/** The drawn square for grid position (x, y) and side s, in CSS px from the canvas's top-left corner. */
export function gridRectToCss(
  view: GridView,
  viewport: Viewport,
  x: number,
  y: number,
  side: number,
): GraphRect {
  const { width, height } = deviceSize(viewport)
  const rect = gridRectToDevice(gridAxes(view, width, height), x, y, side)
  const scale = 1 / viewport.dpr
  return {
    x: rect.x * scale,
    y: rect.y * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  }
}

/**
 * The grid cell under a point in CSS px (the inverse mapping, padding included), or undefined outside the
 * grid. Used with the layout's slotAt() for hover and clicks.
 */
export function cssToGridCell(
  view: GridView,
  viewport: Viewport,
  cssX: number,
  cssY: number,
): { x: number; y: number } | undefined {
  const { width, height } = deviceSize(viewport)
  const axes = gridAxes(view, width, height)
  const dx = cssX * viewport.dpr - axes.originX
  const dy = cssY * viewport.dpr - axes.originY
  // u and v are orthogonal with length `cell`: project onto each.
  const squared = axes.cell * axes.cell
  const x = Math.floor((dx * axes.uX + dy * axes.uY) / squared)
  const y = Math.floor((dx * axes.vX + dy * axes.vY) / squared)
  if (x < 0 || y < 0 || x >= view.resolution) return undefined
  return { x, y }
}
