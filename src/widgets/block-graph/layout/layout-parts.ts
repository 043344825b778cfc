// What a GraphLayout shares with its incremental update (incremental-update.ts, loaded on demand): the
// grid, the slot columns, and the placing of one square, used by both a new layout and a live delta.
import type { OccupancyGrid } from './occupancy-grid'
import type { SlotTable } from './slot-table'

export interface LayoutParts {
  readonly resolution: number
  /** vbytes per cell (reference §4.7 step 1). */
  readonly unit: number
  readonly grid: OccupancyGrid
  readonly slots: SlotTable
}

/** Puts a slot's square with its lower-left cell at (x, y). */
export function putSquare(parts: LayoutParts, slot: number, x: number, y: number): void {
  const { grid, slots } = parts
  grid.fill(slot, x, y, slots.side[slot]!, slots.rate[slot]!)
  slots.x[slot] = x
  slots.y[slot] = y
}

/** Puts a slot's square at the first place it fits. */
export function placeSquare(parts: LayoutParts, slot: number): void {
  parts.grid.findFit(parts.slots.side[slot]!)
  putSquare(parts, slot, parts.grid.fitX, parts.grid.fitY)
}
