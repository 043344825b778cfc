// The CPU copy of every square: one ArrayBuffer of 48-byte instances (instance-layout.ts), the dirty
// ranges still to upload, and the latest time anything is still moving. Capacity grows by doubling; the
// renderer then uploads the whole buffer once. Times are stored relative to `epoch` so float32 keeps
// sub-millisecond precision; `rebase` moves the epoch when nothing is moving.
import { mixRgba } from './colour'
import type { PackedRgba } from './colour'
import { DirtyRanges } from './dirty-ranges'
import { BYTES_PER_INSTANCE, SQUARES_PER_ROW, WORD, WORDS_PER_INSTANCE } from './instance-layout'
import { easeInOut, mix, progress } from './transition'

/** A square's position and side in grid cells. */
export interface GridSquare {
  x: number
  y: number
  s: number
}

/** A full transition of one square: start and end position, size and colour, start time and duration. */
export interface SquareTransition {
  x0: number
  y0: number
  s0: number
  c0: PackedRgba
  x1: number
  y1: number
  s1: number
  c1: PackedRgba
  /** Start time, performance.now() ms. */
  t0: number
  /** 0 = a cut to the end values. */
  durationMs: number
}

/** Many squares arriving together (a new scene), as parallel arrays: see InstanceStore.writeArrivals. */
export interface ArrivingSquares {
  x: Float32Array
  y: Float32Array
  side: Float32Array
  colour: Uint32Array
  /** Rows above (+) or below (−) their place the squares start from; 0 = they appear in place. */
  shift: number
  t0: number
  durationMs: number
}

/** Where a square is and its colour at some moment. */
export interface SquareState extends GridSquare {
  colour: PackedRgba
}

export class InstanceStore {
  private bytes: Uint8Array
  private floats: Float32Array
  private view: DataView
  /** Slots changed since the last upload (cleared by the renderer when it uploads). */
  readonly dirty = new DirtyRanges()
  /** True after growth: the GPU buffer must be reallocated and filled whole. */
  grown = true
  /** One past the highest slot ever written: the number of instances drawn. */
  count = 0
  /** The latest end time (absolute ms) of any move or fade. */
  busyUntil = Number.NEGATIVE_INFINITY

  constructor(
    capacity: number,
    public epoch: number,
  ) {
    this.bytes = new Uint8Array(wholeRows(capacity) * BYTES_PER_INSTANCE)
    this.floats = new Float32Array(this.bytes.buffer)
    this.view = new DataView(this.bytes.buffer)
  }

  get capacity(): number {
    return this.bytes.byteLength / BYTES_PER_INSTANCE
  }

  /** The whole CPU copy (for full uploads). */
  get data(): Uint8Array {
    return this.bytes
  }

  /** Grows to hold at least `slots` instances, doubling (in whole texture rows); squares are kept. */
  ensureCapacity(slots: number): void {
    if (slots <= this.capacity) return
    const next = new Uint8Array(wholeRows(Math.max(slots, this.capacity * 2)) * BYTES_PER_INSTANCE)
    next.set(this.bytes)
    this.bytes = next
    this.floats = new Float32Array(next.buffer)
    this.view = new DataView(next.buffer)
    this.grown = true
  }

  /** Writes one square's transition (grows when needed). */
  write(slot: number, square: SquareTransition): void {
    this.writeMove(slot, square, square, square.t0, square.durationMs)
    this.writeFade(slot, square.c0, square.c1, square.t0, square.durationMs)
  }

  /**
   * A new scene's squares at once, into slots [first, first + count): square i ends at x[i], y[i], side[i]
   * in colour[i] (0xRRGGBBAA), arriving from `shift` rows away over `durationMs` from `t0` (shift 0 = a
   * cut). One loop and one dirty range instead of a write per slot.
   */
  writeArrivals(first: number, count: number, squares: ArrivingSquares): void {
    if (count <= 0) return
    this.ensureCapacity(first + count)
    const { x, y, side, colour, shift } = squares
    const durationMs = shift === 0 ? 0 : Math.max(0, squares.durationMs)
    const start = squares.t0 - this.epoch
    const f = this.floats
    const view = this.view
    const { fromX, fromY, fromSide, toX, toY, toSide, colourFrom, colourTo } = WORD
    const { moveStart, moveDuration, fadeStart, fadeDuration } = WORD
    for (let i = 0; i < count; i++) {
      const base = (first + i) * WORDS_PER_INSTANCE
      const endY = y[i] ?? 0
      f[base + fromX] = f[base + toX] = x[i] ?? 0
      f[base + fromY] = endY + shift
      f[base + toY] = endY
      f[base + fromSide] = f[base + toSide] = side[i] ?? 0
      f[base + moveStart] = f[base + fadeStart] = start
      f[base + moveDuration] = f[base + fadeDuration] = durationMs
      const packed = colour[i] ?? 0
      view.setUint32((base + colourFrom) * 4, packed)
      view.setUint32((base + colourTo) * 4, packed)
    }
    if (first + count > this.count) this.count = first + count
    this.dirty.mark(first, first + count)
    this.busyUntil = Math.max(this.busyUntil, squares.t0 + durationMs)
  }

  /** Sets the move part only: from → to starting at `t0` (absolute ms). */
  writeMove(
    slot: number,
    from: GridSquare0,
    to: GridSquare1,
    t0: number,
    durationMs: number,
  ): void {
    this.touch(slot)
    const base = slot * WORDS_PER_INSTANCE
    const f = this.floats
    f[base + WORD.fromX] = from.x0
    f[base + WORD.fromY] = from.y0
    f[base + WORD.fromSide] = from.s0
    f[base + WORD.toX] = to.x1
    f[base + WORD.toY] = to.y1
    f[base + WORD.toSide] = to.s1
    f[base + WORD.moveStart] = t0 - this.epoch
    f[base + WORD.moveDuration] = Math.max(0, durationMs)
    this.busyUntil = Math.max(this.busyUntil, t0 + durationMs)
  }

  /** Sets the colour fade only. */
  writeFade(slot: number, from: PackedRgba, to: PackedRgba, t0: number, durationMs: number): void {
    this.touch(slot)
    const base = slot * WORDS_PER_INSTANCE
    this.view.setUint32((base + WORD.colourFrom) * 4, from >>> 0)
    this.view.setUint32((base + WORD.colourTo) * 4, to >>> 0)
    this.floats[base + WORD.fadeStart] = t0 - this.epoch
    this.floats[base + WORD.fadeDuration] = Math.max(0, durationMs)
    this.busyUntil = Math.max(this.busyUntil, t0 + durationMs)
  }

  /** Where slot's square is at `now` (absolute ms) and its colour, as the shader computes them. */
  stateAt(slot: number, now: number): SquareState {
    // No closures here: a layout delta asks this of every square it moves (~1,000 on a 60,000-tx block).
    const base = slot * WORDS_PER_INSTANCE
    const f = this.floats
    const time = now - this.epoch
    const moved = easeInOut(
      progress(time, f[base + WORD.moveStart] ?? 0, f[base + WORD.moveDuration] ?? 0),
    )
    const faded = progress(time, f[base + WORD.fadeStart] ?? 0, f[base + WORD.fadeDuration] ?? 0)
    return {
      x: mix(f[base + WORD.fromX] ?? 0, f[base + WORD.toX] ?? 0, moved),
      y: mix(f[base + WORD.fromY] ?? 0, f[base + WORD.toY] ?? 0, moved),
      s: mix(f[base + WORD.fromSide] ?? 0, f[base + WORD.toSide] ?? 0, moved),
      colour: mixRgba(
        this.view.getUint32((base + WORD.colourFrom) * 4),
        this.view.getUint32((base + WORD.colourTo) * 4),
        faded,
      ),
    }
  }

  /** Zeroes every slot (side 0 = not drawn) and forgets the count. */
  clear(): void {
    this.bytes.fill(0)
    this.dirty.mark(0, this.count)
    this.count = 0
    this.busyUntil = Number.NEGATIVE_INFINITY
  }

  /**
   * When nothing moves: ends every transition (duration 0 → end values) and restarts the clock at `now`,
   * so float32 times never lose precision in a long-lived page. Marks everything for upload.
   */
  rebase(now: number): void {
    for (let slot = 0; slot < this.count; slot++) {
      const base = slot * WORDS_PER_INSTANCE
      this.floats[base + WORD.moveStart] = 0
      this.floats[base + WORD.moveDuration] = 0
      this.floats[base + WORD.fadeStart] = 0
      this.floats[base + WORD.fadeDuration] = 0
    }
    this.epoch = now
    this.dirty.mark(0, this.count)
  }

  private touch(slot: number): void {
    if (slot >= this.capacity) this.ensureCapacity(slot + 1)
    if (slot >= this.count) this.count = slot + 1
    this.dirty.markSlot(slot)
  }
}

/** `slots` rounded up to whole rows of the vertex-pulling texture (at least one). */
function wholeRows(slots: number): number {
  return Math.max(1, Math.ceil(slots / SQUARES_PER_ROW)) * SQUARES_PER_ROW
}

/** The start half of a transition (x0, y0, s0). */
export type GridSquare0 = Pick<SquareTransition, 'x0' | 'y0' | 's0'>
/** The end half of a transition (x1, y1, s1). */
export type GridSquare1 = Pick<SquareTransition, 'x1' | 'y1' | 's1'>
