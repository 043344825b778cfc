// Gravity (reference §4.7 step 4): visiting squares by (y, x), each drops while the cells right under
// its span are all empty.
import type { MoveTracker } from './move-tracker'
import type { OccupancyGrid } from './occupancy-grid'
import type { SlotTable } from './slot-table'

/**
 * Squares below `fromRow` are left alone: nothing under them was emptied since the last pass (packing
 * itself never leaves a square hanging over an empty span).
 */
export function applyGravity(
  grid: OccupancyGrid,
  slots: SlotTable,
  tracker: MoveTracker,
  fromRow: number,
): void {
  const width = grid.width
  for (let y = Math.max(1, fromRow); y < grid.top; y++) {
    let x = 0
    while (x < width) {
      const slot = grid.cells[y * width + x]!
      if (slot < 0) {
        x++
        continue
      }
      const side = slots.side[slot]!
      // A cell of a taller square that starts lower down: skip its span.
      if (slots.y[slot] === y) dropSquare(grid, slots, tracker, slot, x, y, side)
      x += side
    }
  }
}

function dropSquare(
  grid: OccupancyGrid,
  slots: SlotTable,
  tracker: MoveTracker,
  slot: number,
  x: number,
  y: number,
  side: number,
): void {
  let target = y
  while (target > 0 && grid.spanEmpty(x, target - 1, side)) target--
  if (target === y) return
  const rate = slots.rate[slot]!
  tracker.touch(slot, x, y)
  grid.vacate(x, y, side, rate)
  grid.fill(slot, x, target, side, rate)
  slots.y[slot] = target
}
