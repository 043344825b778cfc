// The block graph's layout (reference §4.7 steps 1–4, spec §9 "Graph and tooltip"): one square per
// transaction, packed on a grid `resolution` cells wide, row 0 at the "bottom". Everything lives in typed
// arrays indexed by slot (the scene maps txids to slots); nothing is allocated per transaction.
// The live-update half (update()) is its own chunk, loaded on demand: see loadUpdates.
import type { GraphOrder } from '../graph-types'
import type { IncrementalUpdate } from './incremental-update'
import { placeSquare } from './layout-parts'
import type { LayoutParts } from './layout-parts'
import { OccupancyGrid } from './occupancy-grid'
import { sortableRate, sortByRateDescending } from './rate-order'
import { SlotTable } from './slot-table'
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

/** The incremental update's class once its chunk has loaded (GraphLayout.loadUpdates). */
let loadedUpdate: typeof IncrementalUpdate | undefined
let loadingUpdate: Promise<void> | undefined

export class GraphLayout {
  readonly resolution: number
  /** vbytes per cell (reference §4.7 step 1). */
  private readonly unit: number
  private readonly grid: OccupancyGrid
  private readonly slots = new SlotTable()
  /** The above, as handed to the incremental update. */
  private readonly parts: LayoutParts
  private incremental: IncrementalUpdate | undefined

  constructor(resolution: number, blockLimitVsize: number = DEFAULT_BLOCK_LIMIT_VSIZE) {
    if (!Number.isInteger(resolution) || resolution < 1 || resolution > 0xffff) {
      throw new RangeError(`resolution must be an integer in 1…65535, got ${resolution}`)
    }
    this.resolution = resolution
    this.unit = vbytesPerUnit(resolution, blockLimitVsize)
    this.grid = new OccupancyGrid(resolution)
    this.parts = { resolution, unit: this.unit, grid: this.grid, slots: this.slots }
  }

  /**
   * Loads the code behind update() (by-fee placement, the batch channel, gravity: ~1.3 kB gzip that a
   * graph which is never updated, like eight-blocks', does not carry in its first load). Idempotent; after
   * a failure the next call tries again.
   */
  static loadUpdates(): Promise<void> {
    loadingUpdate ??= import('./incremental-update').then(
      (module) => {
        loadedUpdate = module.IncrementalUpdate
      },
      (error: unknown) => {
        loadingUpdate = undefined
        throw error
      },
    )
    return loadingUpdate
  }

  /** True once loadUpdates() has resolved: update() may be called. */
  static get updatesLoaded(): boolean {
    return loadedUpdate !== undefined
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
    for (let i = 0; i < n; i++) placeSquare(this.parts, sequence[i]!)
  }

  /**
   * A live delta (reference §4.7 step 4): removed squares leave (their slots are reused from the next
   * update on), changed rates apply in place, added squares go in by fee or as a batch, then gravity.
   * Needs GraphLayout.loadUpdates() to have resolved (throws otherwise).
   */
  update(
    removedSlots: ArrayLike<number>,
    added: readonly LayoutTx[],
    changed: ArrayLike<{ slot: number; rate: number }>,
  ): LayoutUpdate {
    if (!loadedUpdate) throw new Error('GraphLayout.update needs GraphLayout.loadUpdates() first')
    this.incremental ??= new loadedUpdate(this.parts)
    return this.incremental.run(removedSlots, added, changed)
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
}
