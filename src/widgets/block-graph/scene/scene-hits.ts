// GraphHitTarget over a scene: what the overlays (tooltip, focus square, keyboard) ask of the drawing. The
// pixel mapping is the renderer's own (gl/screen-mapping.ts), so hits and focus squares match the pixels.
import { cssToGridCell, gridRectToCss } from '../gl/screen-mapping'
import type { GridView, Viewport } from '../gl/screen-mapping'
import type { GraphHitTarget, GraphRect, GraphTx } from '../graph-types'
import type { GraphScene } from './graph-scene'

export type Direction = 'up' | 'down' | 'left' | 'right'

const STEP: Readonly<Record<Direction, [number, number]>> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
}

export class SceneHits implements GraphHitTarget {
  constructor(
    private readonly scene: GraphScene,
    private readonly view: () => { grid: GridView; viewport: Viewport },
  ) {}

  txAt(x: number, y: number): GraphTx | undefined {
    const { grid, viewport } = this.view()
    if (x < 0 || y < 0 || x >= viewport.cssWidth || y >= viewport.cssHeight) return undefined
    const cell = cssToGridCell(grid, viewport, x, y)
    if (!cell) return undefined
    const slot = this.scene.grid.slotAt(cell.x, cell.y)
    return slot < 0 ? undefined : this.scene.txInSlot(slot)
  }

  rectOf(txid: string): GraphRect | undefined {
    const slot = this.scene.slotOfTx(txid)
    if (slot === undefined) return undefined
    const { grid, viewport } = this.view()
    const layout = this.scene.grid
    return gridRectToCss(grid, viewport, layout.x(slot), layout.y(slot), layout.side(slot))
  }

  /**
   * Walks from the square's edge in steps of half a cell until another square or the graph's edge, probing
   * one lane per grid cell the square spans across the move (nearest the centre first), so a big square's
   * neighbours along any of its rows or columns are found.
   */
  neighbour(txid: string, direction: Direction): GraphTx | undefined {
    const rect = this.rectOf(txid)
    if (!rect) return undefined
    const { viewport } = this.view()
    const cell = Math.max(1, this.cellCss())
    const [dx, dy] = STEP[direction]
    const lanes = crossLanes(rect, cell, dx !== 0)
    const limit = Math.max(viewport.cssWidth, viewport.cssHeight)
    for (let travelled = cell / 2; travelled < limit; travelled += cell / 2) {
      const along = dx !== 0 ? rect.x + rect.width / 2 : rect.y + rect.height / 2
      const reach = (dx !== 0 ? rect.width : rect.height) / 2 + travelled
      const at = along + (dx + dy) * reach
      for (const lane of lanes) {
        const [x, y] = dx !== 0 ? [at, lane] : [lane, at]
        if (x < 0 || y < 0 || x >= viewport.cssWidth || y >= viewport.cssHeight) return undefined
        const tx = this.txAt(x, y)
        if (tx && tx.txid !== txid) return tx
      }
    }
    return undefined
  }

  ordered(): readonly GraphTx[] {
    return this.scene.ordered()
  }

  /** One grid cell in CSS px. */
  private cellCss(): number {
    const { grid, viewport } = this.view()
    const unit = gridRectToCss(grid, viewport, 0, 0, 1)
    const two = gridRectToCss(grid, viewport, 0, 0, 2)
    return two.width - unit.width
  }
}

/** Centres of the grid cells a square spans across a move (rows for a horizontal move), nearest first. */
function crossLanes(rect: GraphRect, cell: number, horizontal: boolean): number[] {
  const size = horizontal ? rect.height : rect.width
  const centre = horizontal ? rect.y + rect.height / 2 : rect.x + rect.width / 2
  const cells = Math.max(1, Math.round(size / cell + 0.4)) // the drawn square is its cells less padding
  const start = centre - (cells * cell) / 2
  return Array.from({ length: cells }, (_, i) => start + (i + 0.5) * cell).sort(
    (a, b) => Math.abs(a - centre) - Math.abs(b - centre),
  )
}
