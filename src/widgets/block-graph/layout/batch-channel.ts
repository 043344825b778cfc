// The batch step of an incremental update (reference §4.7 step 4): new squares that failed the by-fee
// test make room for themselves by taking the squares out of an upward channel above a root; everything
// taken out is then placed again, together with the new squares, in rate order.
import type { MoveTracker } from './move-tracker'
import type { OccupancyGrid } from './occupancy-grid'
import type { SlotTable } from './slot-table'

/**
 * The root row and column: the first row with a free cell (at its first free x), else the first square
 * whose rate is below `rate`. Writes [x, y] into `out`; y = grid.top when neither exists.
 */
export function findBatchRoot(
  grid: OccupancyGrid,
  slots: SlotTable,
  rate: number,
  out: Int32Array,
): void {
  const width = grid.width
  const cells = grid.cells
  if (grid.firstOpen < grid.top) {
    const base = grid.firstOpen * width
    let x = 0
    while (cells[base + x] !== -1) x++
    out[0] = x
    out[1] = grid.firstOpen
    return
  }
  for (let i = 0; i < grid.top * width; i++) {
    const slot = cells[i]!
    if (slots.rate[slot]! < rate) {
      out[0] = slots.x[slot]!
      out[1] = Math.floor(i / width)
      return
    }
  }
  out[0] = 0
  out[1] = grid.top
}

/**
 * Takes out every square that meets columns [x0, x0 + channelWidth) from row `rootY` up. A square
 * sticking out of the channel goes whole (the channel widens around it). Returns how many slots were
 * written to `out`, bottom row first.
 */
export function popChannel(
  grid: OccupancyGrid,
  slots: SlotTable,
  tracker: MoveTracker,
  x0: number,
  rootY: number,
  channelWidth: number,
  out: Int32Array,
): number {
  let n = 0
  const end = x0 + channelWidth
  for (let y = rootY; y < grid.top; y++) {
    const base = y * grid.width
    for (let x = x0; x < end; x++) {
      const slot = grid.cells[base + x]!
      if (slot < 0) continue
      const sx = slots.x[slot]!
      const sy = slots.y[slot]!
      tracker.touch(slot, sx, sy)
      grid.vacate(sx, sy, slots.side[slot]!, slots.rate[slot]!)
      out[n++] = slot
    }
  }
  return n
}
