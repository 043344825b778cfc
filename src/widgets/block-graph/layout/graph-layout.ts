// The block graph's layout (reference §4.7 steps 1–4, spec §9 "Graph and tooltip"): one square per
// transaction, packed on a grid `resolution` cells wide, row 0 at the "bottom". Everything lives in typed
// arrays indexed by slot (the scene maps txids to slots); nothing is allocated per transaction.
import type { GraphOrder } from '../graph-types'
import { findBatchRoot, popChannel } from './batch-channel'
import { applyGravity } from './gravity'
import { MoveTracker } from './move-tracker'
import { OccupancyGrid } from './occupancy-grid'
import { sortableRate, sortByRateDescending } from './rate-order'
import { SlotTable } from './slot-table'
import { SpanHeap } from './span-heap'
import { DEFAULT_BLOCK_LIMIT_VSIZE, sideInCells, vbytesPerUnit } from './square-side'

/** What the layout needs of a transaction. */
export interface LayoutTx {
  readonly vsize: number
  /** Effective fee rate (sat/vB): the sort key and the by-fee placement test. */
  readonly rate: number
}

/** Slots touched by one `update`, so the renderer uploads only those. */
export interface LayoutUpdate {
  /** Slots given to `added`, in the same order. */
  added: Int32Array
  /** Slots that were there before and whose x or y changed. */
  moved: Int32Array
  /** Slots freed: the live ones among `removedSlots`. */
  removed: Int32Array
}

/** A new square joins by fee only where the row it lands in averages above this share of its rate. */
const BY_FEE_SHARE = 0.9

export class GraphLayout {
  readonly resolution: number
  /** vbytes per cell (reference §4.7 step 1). */
  private readonly unit: number
  private readonly grid: OccupancyGrid
  private readonly slots = new SlotTable()
  private readonly tracker = new MoveTracker()
  private readonly root = new Int32Array(2)
  private readonly gravityWork = new SpanHeap()

  constructor(resolution: number, blockLimitVsize: number = DEFAULT_BLOCK_LIMIT_VSIZE) {
    if (!Number.isInteger(resolution) || resolution < 1 || resolution > 0xffff) {
      throw new RangeError(`resolution must be an integer in 1…65535, got ${resolution}`)
    }
    this.resolution = resolution
    this.unit = vbytesPerUnit(resolution, blockLimitVsize)
    this.grid = new OccupancyGrid(resolution)
  }

  /** Rows in use (the highest square's top). */
  get rows(): number {
    return this.grid.top
  }
  /** Every slot ever handed out is below `count`; `alive` says which hold a transaction now. */
  get count(): number {
    return this.slots.count
  }
  /** Squares on the grid now. */
  get liveCount(): number {
    return this.slots.liveCount
  }
  /** Slots the typed arrays can hold before growing. */
  get capacity(): number {
    return this.slots.capacity
  }

  /** A new scene: slot i = txs[i]; 'feerate' places by rate, highest first (ties in given order). */
  reset(txs: readonly LayoutTx[], order: GraphOrder): void {
    const n = txs.length
    const slots = this.slots
    slots.resetTo(n)
    this.grid.clear()
    let area = 0
    for (let i = 0; i < n; i++) {
      const tx = txs[i]!
      const side = sideInCells(tx.vsize, this.unit, this.resolution)
      slots.side[i] = side
      slots.rate[i] = sortableRate(tx.rate)
      area += side * side
    }
    this.grid.ensureRows(Math.ceil(area / this.resolution) + this.resolution)
    const sequence = new Int32Array(n)
    for (let i = 0; i < n; i++) sequence[i] = i
    if (order === 'feerate') sortByRateDescending(sequence, slots.rate)
    for (let i = 0; i < n; i++) this.place(sequence[i]!)
  }

  /**
   * A live delta (reference §4.7 step 4): removed squares leave (their slots are reused from the next
   * update on), changed rates apply in place, added squares go in by fee or as a batch, then gravity.
   */
  update(
    removedSlots: ArrayLike<number>,
    added: readonly LayoutTx[],
    changed: ArrayLike<{ slot: number; rate: number }>,
  ): LayoutUpdate {
    this.slots.recycle()
    this.grid.vacatedLength = 0
    const removed = this.remove(removedSlots)
    this.changeRates(changed)
    const addedSlots = this.allocate(added)
    this.tracker.begin(this.slots.capacity)
    for (let i = 0; i < addedSlots.length; i++) this.tracker.markNew(addedSlots[i]!)
    const rest = this.placeByFee(addedSlots)
    if (rest.length > 0) this.placeBatch(rest)
    applyGravity(this.grid, this.slots, this.tracker, this.gravityWork)
    return { added: addedSlots, moved: this.tracker.moved(this.slots), removed }
  }

  /**
   * Every slot's x, row and side at once (read only, valid until the next reset or update): a new scene
   * copies them in three typed-array copies instead of three calls per square.
   */
  places(): { readonly x: Uint16Array; readonly y: Int32Array; readonly side: Uint16Array } {
    return this.slots
  }

  x(slot: number): number {
    return this.slots.x[slot] ?? 0
  }
  /** Row from the bottom. */
  y(slot: number): number {
    return this.slots.y[slot] ?? 0
  }
  /** Side in cells. */
  side(slot: number): number {
    return this.slots.side[slot] ?? 0
  }
  /** The rate the layout holds for the slot (after `changed`). */
  rate(slot: number): number {
    return this.slots.rate[slot] ?? 0
  }
  alive(slot: number): boolean {
    return this.slots.live[slot] === 1
  }

  /** The slot covering a cell; -1 = empty or outside the grid. */
  slotAt(gridX: number, gridY: number): number {
    return this.grid.slotAt(gridX, gridY)
  }

  /** Live slots by their lower-left cell: row 0 first, left to right. */
  slotsInOrder(): Int32Array {
    const out = new Int32Array(this.slots.liveCount)
    const { cells, width, top } = this.grid
    const { x: xs, y: ys } = this.slots
    let n = 0
    for (let y = 0; y < top; y++) {
      for (let x = 0; x < width; x++) {
        const slot = cells[y * width + x]!
        if (slot >= 0 && xs[slot] === x && ys[slot] === y) out[n++] = slot
      }
    }
    return out
  }

  private place(slot: number): void {
    this.grid.findFit(this.slots.side[slot]!)
    this.put(slot, this.grid.fitX, this.grid.fitY)
  }

  private put(slot: number, x: number, y: number): void {
    const slots = this.slots
    this.grid.fill(slot, x, y, slots.side[slot]!, slots.rate[slot]!)
    slots.x[slot] = x
    slots.y[slot] = y
  }

  private remove(removedSlots: ArrayLike<number>): Int32Array {
    const out = new Int32Array(removedSlots.length)
    const slots = this.slots
    let n = 0
    for (let i = 0; i < removedSlots.length; i++) {
      const slot = removedSlots[i]!
      if (slots.live[slot] !== 1) continue // unknown, or listed twice
      this.grid.vacate(slots.x[slot]!, slots.y[slot]!, slots.side[slot]!, slots.rate[slot]!)
      slots.release(slot)
      out[n++] = slot
    }
    return out.slice(0, n)
  }

  private changeRates(changed: ArrayLike<{ slot: number; rate: number }>): void {
    const slots = this.slots
    for (let i = 0; i < changed.length; i++) {
      const { slot, rate } = changed[i]!
      if (slots.live[slot] !== 1) continue
      const next = sortableRate(rate)
      this.grid.changeRate(slots.y[slot]!, slots.side[slot]!, slots.rate[slot]!, next)
      slots.rate[slot] = next
    }
  }

  private allocate(added: readonly LayoutTx[]): Int32Array {
    const out = new Int32Array(added.length)
    for (let i = 0; i < added.length; i++) {
      const tx = added[i]!
      const slot = this.slots.allocate()
      this.slots.side[slot] = sideInCells(tx.vsize, this.unit, this.resolution)
      this.slots.rate[slot] = sortableRate(tx.rate)
      out[i] = slot
    }
    return out
  }

  /** Places, highest rate first, the new squares whose first fit suits their rate; returns the others. */
  private placeByFee(addedSlots: Int32Array): Int32Array {
    const sequence = addedSlots.slice()
    sortByRateDescending(sequence, this.slots.rate)
    const rest = new Int32Array(sequence.length)
    let n = 0
    for (let i = 0; i < sequence.length; i++) {
      const slot = sequence[i]!
      this.grid.findFit(this.slots.side[slot]!)
      const { fitX, fitY } = this.grid
      if (fitY === 0 || this.landingAverage(fitY) > BY_FEE_SHARE * this.slots.rate[slot]!) {
        this.put(slot, fitX, fitY)
      } else rest[n++] = slot
    }
    return rest.subarray(0, n)
  }

  /** The average rate of the row a square lands in; a new top row is judged by the row under it. */
  private landingAverage(y: number): number {
    const average = this.grid.rowAverageRate(y)
    return Number.isNaN(average) ? this.grid.rowAverageRate(y - 1) : average
  }

  /** `rest` is in rate order. Clears a channel above the batch root and re-places it with `rest`. */
  private placeBatch(rest: Int32Array): void {
    const slots = this.slots
    let largest = 1
    for (let i = 0; i < rest.length; i++) largest = Math.max(largest, slots.side[rest[i]!]!)
    const channelWidth = Math.min(this.resolution, 2 * largest)
    findBatchRoot(this.grid, slots, slots.rate[rest[0]!]!, this.root)
    const x0 = Math.min(this.root[0]!, this.resolution - channelWidth)
    const merged = new Int32Array(slots.liveCount)
    const popped = popChannel(
      this.grid,
      slots,
      this.tracker,
      x0,
      this.root[1]!,
      channelWidth,
      merged,
    )
    merged.set(rest, popped)
    const sequence = merged.subarray(0, popped + rest.length)
    sortByRateDescending(sequence, slots.rate)
    for (let i = 0; i < sequence.length; i++) this.place(sequence[i]!)
  }
}
