// The block graph's layout (reference §4.7 steps 1–4): squares packed on a grid of `resolution` columns.
// SKELETON: the API is final; the packing below is a placeholder until the real engine lands.
import type { GraphOrder } from '../graph-types'
import { DEFAULT_BLOCK_LIMIT_VSIZE, squareSide } from './square-side'

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
  /** Slots that were already there and whose x or y changed. */
  moved: Int32Array
  /** Slots freed (the alive ones among `removedSlots`). */
  removed: Int32Array
}

export class GraphLayout {
  readonly resolution: number
  private readonly blockLimitVsize: number
  private xs = new Uint16Array(0)
  private ys = new Int32Array(0)
  private sides = new Uint16Array(0)
  private live = new Uint8Array(0)
  private top = 0
  private used = 0

  constructor(resolution: number, blockLimitVsize: number = DEFAULT_BLOCK_LIMIT_VSIZE) {
    this.resolution = resolution
    this.blockLimitVsize = blockLimitVsize
  }

  get rows(): number {
    return this.top
  }
  get count(): number {
    return this.used
  }
  get capacity(): number {
    return this.live.length
  }

  reset(txs: readonly LayoutTx[], order: GraphOrder): void {
    void order
    const n = txs.length
    this.xs = new Uint16Array(n)
    this.ys = new Int32Array(n)
    this.sides = new Uint16Array(n)
    this.live = new Uint8Array(n).fill(1)
    this.used = n
    let x = 0
    let y = 0
    for (let i = 0; i < n; i++) {
      const tx = txs[i]
      if (tx === undefined) continue
      this.sides[i] = squareSide(tx.vsize, this.resolution, this.blockLimitVsize)
      if (x >= this.resolution) {
        x = 0
        y++
      }
      this.xs[i] = x++
      this.ys[i] = y
    }
    this.top = n > 0 ? y + 1 : 0
    this.sides.fill(1)
  }

  update(
    removedSlots: ArrayLike<number>,
    added: readonly LayoutTx[],
    changed: ArrayLike<{ slot: number; rate: number }>,
  ): LayoutUpdate {
    void changed
    void added
    return {
      added: new Int32Array(0),
      moved: new Int32Array(0),
      removed: Int32Array.from(removedSlots),
    }
  }

  x(slot: number): number {
    return this.xs[slot] ?? 0
  }
  y(slot: number): number {
    return this.ys[slot] ?? 0
  }
  side(slot: number): number {
    return this.sides[slot] ?? 0
  }
  alive(slot: number): boolean {
    return this.live[slot] === 1
  }

  slotAt(gridX: number, gridY: number): number {
    for (let s = 0; s < this.used; s++) {
      if (this.xs[s] === gridX && this.ys[s] === gridY) return s
    }
    return -1
  }

  slotsInOrder(): Int32Array {
    return Int32Array.from({ length: this.used }, (_, i) => i)
  }
}
