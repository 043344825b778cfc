// Gravity (reference §4.7 step 4): visiting squares by (y, x), each drops while the cells right under
// its span are all empty. Only squares resting on a span emptied during the update can fall (packing
// never leaves one hanging), so the pass walks the grid's log of emptied spans in (row, x) order
// instead of every square; a square that falls empties a span in turn, which joins the work list.
import type { MoveTracker } from './move-tracker'
import type { OccupancyGrid } from './occupancy-grid'
import type { SlotTable } from './slot-table'
import type { SpanHeap } from './span-heap'

export function applyGravity(
  grid: OccupancyGrid,
  slots: SlotTable,
  tracker: MoveTracker,
  work: SpanHeap,
): void {
  const width = grid.width
  let read = 0
  work.clear()
  for (;;) {
    while (read < grid.vacatedLength) {
      const x = grid.vacated[read]!
      const row = grid.vacated[read + 1]!
      const side = grid.vacated[read + 2]!
      read += 3
      if (row < grid.top) work.push(row * width + x, side)
    }
    if (!work.pop()) break
    const row = Math.floor(work.key / width)
    const from = work.key - row * width
    dropSquaresOn(grid, slots, tracker, row, from, from + work.span)
  }
  grid.vacatedLength = 0
}

/** Drops the squares whose bottom row is `row` and that cover a cell of [from, to) on it. */
function dropSquaresOn(
  grid: OccupancyGrid,
  slots: SlotTable,
  tracker: MoveTracker,
  row: number,
  from: number,
  to: number,
): void {
  let x = from
  while (x < to && row < grid.top) {
    const slot = grid.cells[row * grid.width + x]!
    if (slot < 0) {
      x++
      continue
    }
    const left = slots.x[slot]!
    const side = slots.side[slot]!
    if (slots.y[slot] === row) dropSquare(grid, slots, tracker, slot, left, row, side)
    x = left + side
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
