// A live delta on a laid-out graph (reference §4.7 step 4): removed squares leave (their slots are reused
// from the next update on), changed rates apply in place, added squares go in by fee or as a batch, then
// gravity. Its own chunk: only live graphs need it, so GraphLayout loads it on demand (loadUpdates).
import { findBatchRoot, popChannel } from './batch-channel'
import type { LayoutTx, LayoutUpdate } from './graph-layout'
import { applyGravity } from './gravity'
import { placeSquare, putSquare } from './layout-parts'
import type { LayoutParts } from './layout-parts'
import { MoveTracker } from './move-tracker'
import { sortableRate, sortByRateDescending } from './rate-order'
import { SpanHeap } from './span-heap'
import { sideInCells } from './square-side'

/** A new square joins by fee only where the row it lands in averages above this share of its rate. */
const BY_FEE_SHARE = 0.9

export class IncrementalUpdate {
  private readonly tracker = new MoveTracker()
  private readonly root = new Int32Array(2)
  private readonly gravityWork = new SpanHeap()

  constructor(private readonly parts: LayoutParts) {}

  run(
    removedSlots: ArrayLike<number>,
    added: readonly LayoutTx[],
    changed: ArrayLike<{ slot: number; rate: number }>,
  ): LayoutUpdate {
    const { grid, slots } = this.parts
    slots.recycle()
    grid.vacatedLength = 0
    const removed = this.remove(removedSlots)
    this.changeRates(changed)
    const addedSlots = this.allocate(added)
    this.tracker.begin(slots.capacity)
    for (let i = 0; i < addedSlots.length; i++) this.tracker.markNew(addedSlots[i]!)
    const rest = this.placeByFee(addedSlots)
    if (rest.length > 0) this.placeBatch(rest)
    applyGravity(grid, slots, this.tracker, this.gravityWork)
    return { added: addedSlots, moved: this.tracker.moved(slots), removed }
  }

  private remove(removedSlots: ArrayLike<number>): Int32Array {
    const out = new Int32Array(removedSlots.length)
    const { grid, slots } = this.parts
    let n = 0
    for (let i = 0; i < removedSlots.length; i++) {
      const slot = removedSlots[i]!
      if (slots.live[slot] !== 1) continue // unknown, or listed twice
      grid.vacate(slots.x[slot]!, slots.y[slot]!, slots.side[slot]!, slots.rate[slot]!)
      slots.release(slot)
      out[n++] = slot
    }
    return out.slice(0, n)
  }

  private changeRates(changed: ArrayLike<{ slot: number; rate: number }>): void {
    const { grid, slots } = this.parts
    for (let i = 0; i < changed.length; i++) {
      const { slot, rate } = changed[i]!
      if (slots.live[slot] !== 1) continue
      const next = sortableRate(rate)
      grid.changeRate(slots.y[slot]!, slots.side[slot]!, slots.rate[slot]!, next)
      slots.rate[slot] = next
    }
  }

  private allocate(added: readonly LayoutTx[]): Int32Array {
    const { slots, unit, resolution } = this.parts
    const out = new Int32Array(added.length)
    for (let i = 0; i < added.length; i++) {
      const tx = added[i]!
      const slot = slots.allocate()
      slots.side[slot] = sideInCells(tx.vsize, unit, resolution)
      slots.rate[slot] = sortableRate(tx.rate)
      out[i] = slot
    }
    return out
  }

  /** Places, highest rate first, the new squares whose first fit suits their rate; returns the others. */
  private placeByFee(addedSlots: Int32Array): Int32Array {
    const { grid, slots } = this.parts
    const sequence = addedSlots.slice()
    sortByRateDescending(sequence, slots.rate)
    const rest = new Int32Array(sequence.length)
    let n = 0
    for (let i = 0; i < sequence.length; i++) {
      const slot = sequence[i]!
      grid.findFit(slots.side[slot]!)
      const { fitX, fitY } = grid
      if (fitY === 0 || this.landingAverage(fitY) > BY_FEE_SHARE * slots.rate[slot]!) {
        putSquare(this.parts, slot, fitX, fitY)
      } else rest[n++] = slot
    }
    return rest.subarray(0, n)
  }

  /** The average rate of the row a square lands in; a new top row is judged by the row under it. */
  private landingAverage(y: number): number {
    const average = this.parts.grid.rowAverageRate(y)
    return Number.isNaN(average) ? this.parts.grid.rowAverageRate(y - 1) : average
  }

  /** `rest` is in rate order. Clears a channel above the batch root and re-places it with `rest`. */
  private placeBatch(rest: Int32Array): void {
    const { grid, slots, resolution } = this.parts
    let largest = 1
    for (let i = 0; i < rest.length; i++) largest = Math.max(largest, slots.side[rest[i]!]!)
    const channelWidth = Math.min(resolution, 2 * largest)
    findBatchRoot(grid, slots, slots.rate[rest[0]!]!, this.root)
    const x0 = Math.min(this.root[0]!, resolution - channelWidth)
    const merged = new Int32Array(slots.liveCount)
    const popped = popChannel(grid, slots, this.tracker, x0, this.root[1]!, channelWidth, merged)
    merged.set(rest, popped)
    const sequence = merged.subarray(0, popped + rest.length)
    sortByRateDescending(sequence, slots.rate)
    for (let i = 0; i < sequence.length; i++) placeSquare(this.parts, sequence[i]!)
  }
}
