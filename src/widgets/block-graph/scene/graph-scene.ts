// The drawn scene: which tx sits in which layout slot, and the squares written to the renderer for them.
// A new scene replaces the old one (its squares leave towards the chain or the pool, or are cut); a new list
// of the same scene is diffed by txid, or an explicit delta applied, through GraphLayout.update, so only
// touched slots are written (until GraphLayout's update code has loaded, a change re-lays the whole scene).
// Filling a scene allocates nothing per square (colour-table.ts, reused typed arrays written to the renderer
// in one call). No DOM: colours come in already read from the theme (read-theme-colours.ts).
import type { PackedRgba } from '../gl/colour'
import type { ArrivingSquares, SquareTransition } from '../gl/instance-store'
import type { GraphDelta, GraphOrder, GraphTx, GraphTransition } from '../graph-types'
import { GraphLayout } from '../layout'
import { ColourTable } from './colour-table'
import type { GraphColours, SquareStyle } from './graph-colours'
import { SceneIndex } from './scene-index'
import type { SceneChange } from './scene-index'
import type { SquareSink } from './square-sink'

/** How long a hovered square takes to change colour (spec §9 "Hover animation is 300 ms"). */
export const HOVER_MS = 300

const TRANSPARENT: PackedRgba = 0

export class GraphScene {
  private layout: GraphLayout
  private readonly index = new SceneIndex()
  private order: GraphOrder = 'given'
  /** Renderer slot of layout slot 0: a new scene moves to another range while the old one leaves. */
  private base = 0
  private style: SquareStyle = { auditHighlighting: false, auditView: 'actual', goggles: undefined }
  private colours: GraphColours | undefined
  /** Packed colours for the current theme and style (undefined until the theme is read). */
  private table: ColourTable | undefined
  private hovered: string | undefined
  private highlighted: string | undefined
  /** When the last leaving scene's squares are gone (they stay in the renderer's slots until compact()). */
  private leftoverUntil: number | undefined
  /** The one record every write goes through: the sink copies it, so no object per square. */
  private readonly square: SquareTransition = {
    x0: 0,
    y0: 0,
    s0: 0,
    c0: 0,
    x1: 0,
    y1: 0,
    s1: 0,
    c1: 0,
    t0: 0,
    durationMs: 0,
  }
  /** A new scene's squares as parallel arrays, written in one call (reused). */
  private readonly arriving: ArrivingSquares = {
    x: new Float32Array(0),
    y: new Float32Array(0),
    side: new Float32Array(0),
    colour: new Uint32Array(0),
    shift: 0,
    t0: 0,
    durationMs: 0,
  }
  /** The reused destination of glide(): a delta moves ~1,000 squares of a 60,000-tx block. */
  private readonly target = { x: 0, y: 0, s: 0 }

  constructor(
    private readonly sink: SquareSink,
    resolution: number,
    private readonly blockLimitVsize?: number,
  ) {
    this.layout = new GraphLayout(resolution, blockLimitVsize)
  }

  get resolution(): number {
    return this.layout.resolution
  }

  /** Number of txs drawn. */
  get size(): number {
    this.prepareIndex(0)
    return this.index.size
  }

  /**
   * Builds the txid → slot map of a new scene (replace() leaves it for later so the first frame is not
   * kept waiting; call it when idle). A txid repeated in the list keeps its first square only: the others
   * are cut out here. Any lookup by txid does this first.
   */
  prepareIndex(now: number): void {
    if (this.index.built) return
    const duplicates = this.index.build()
    if (duplicates.length === 0) return
    const change = {
      removedSlots: duplicates,
      added: [],
      changed: [],
      replacedSlots: [],
      replacedTxs: [],
    }
    this.apply(change, now, 0)
  }

  /** The layout of the current scene (grid positions, slotAt, slotsInOrder). */
  get grid(): GraphLayout {
    return this.layout
  }

  txInSlot(slot: number): GraphTx | undefined {
    return this.index.tx(slot)
  }

  slotOfTx(txid: string): number | undefined {
    this.prepareIndex(0)
    return this.index.slotOf(txid)
  }

  /** Renderer slot of a layout slot (tests and the bench read the sink with it). */
  rendererSlot(slot: number): number {
    return this.base + slot
  }

  /** Txs in drawing order: row 0 first, left to right. */
  ordered(): GraphTx[] {
    const out: GraphTx[] = []
    for (const slot of this.layout.slotsInOrder()) {
      const tx = this.index.tx(slot)
      if (tx) out.push(tx)
    }
    return out
  }

  /** A new scene: the old squares leave (towards the chain / the pool) while the new ones arrive. */
  replace(
    txs: readonly GraphTx[],
    order: GraphOrder,
    transition: GraphTransition,
    now: number,
    durationMs: number,
  ): void {
    const animate = transition !== 'none' && durationMs > 0
    const oldBase = this.base
    const oldCount = this.layout.count
    if (animate) this.leave(transition, now, durationMs)
    else this.sink.clear()
    this.leftoverUntil = animate ? now + durationMs : undefined
    this.order = order
    this.index.reset(txs)
    this.layout.reset(txs, order)
    this.base = animate ? freeBase(oldBase, oldCount, this.layout.count) : 0
    this.sink.ensureCapacity(this.base + this.layout.count)
    const shift = animate ? (transition === 'chain' ? 1 : -1) * this.travel() : 0
    this.fill(txs.length, shift, now, durationMs)
    // The layout's live-update code loads now, normally long before the first delta (≥ 1 s later).
    if (txs.length > 0) GraphLayout.loadUpdates().catch(() => undefined)
  }

  /** The same scene, new full list: diffed by txid; adds slide in, removals fade out, moves glide. */
  diff(txs: readonly GraphTx[], now: number, durationMs: number): void {
    this.prepareIndex(now)
    this.apply(this.index.diff(txs), now, durationMs)
  }

  /** The same scene, an explicit delta: like diff() but only the delta's txs are looked at. */
  applyDelta(delta: GraphDelta, now: number, durationMs: number): void {
    this.prepareIndex(now)
    this.apply(this.index.delta(delta), now, durationMs)
  }

  /** True while slots of a scene that has left are still in the renderer (see compact()). */
  get hasLeftover(): boolean {
    return this.leftoverUntil !== undefined
  }

  /**
   * Once a replaced scene's squares have left, redraws the current scene from slot 0 so the renderer stops
   * drawing the dead range (it would otherwise double every frame's instances). Call when nothing moves:
   * the squares are cut into place. False when there is nothing to do yet.
   */
  compact(now: number): boolean {
    if (this.leftoverUntil === undefined || now < this.leftoverUntil) return false
    this.leftoverUntil = undefined
    this.sink.clear()
    this.base = 0
    this.sink.ensureCapacity(this.layout.count)
    this.fill(this.layout.count, 0, now, 0, true)
    return true
  }

  /** A new grid resolution (autofit after a resize): the same txs packed again, cut into place. */
  setResolution(resolution: number, now: number): void {
    if (resolution === this.layout.resolution) return
    const txs = this.ordered()
    this.layout = new GraphLayout(resolution, this.blockLimitVsize)
    this.replace(this.order === 'given' ? this.givenOrder() : txs, this.order, 'none', now, 0)
  }

  /** Theme colours (read once per theme change): every square repainted at once. */
  setColours(colours: GraphColours, now: number): void {
    this.colours = colours
    this.table = new ColourTable(colours, this.style)
    this.paintAll(now, 0)
  }

  /** Audit highlighting, audit view or goggles changed: every square fades to its new colour. */
  setStyle(style: SquareStyle, now: number, durationMs: number): void {
    const same =
      style.auditHighlighting === this.style.auditHighlighting &&
      style.auditView === this.style.auditView &&
      style.goggles?.mask === this.style.goggles?.mask &&
      style.goggles?.mode === this.style.goggles?.mode
    this.style = style
    if (same) return
    if (this.colours) this.table = new ColourTable(this.colours, style)
    this.paintAll(now, durationMs)
  }

  /** The square under the pointer takes the hover colour. */
  setHover(txid: string | undefined, now: number, durationMs: number = HOVER_MS): void {
    if (txid === this.hovered) return
    const previous = this.hovered
    this.hovered = txid
    this.repaintTx(previous, now, durationMs)
    this.repaintTx(txid, now, durationMs)
  }

  /** The pinned (selected) square takes the highlight colour. */
  setHighlight(txid: string | undefined, now: number): void {
    if (txid === this.highlighted) return
    const previous = this.highlighted
    this.highlighted = txid
    this.repaintTx(previous, now, 0)
    this.repaintTx(txid, now, 0)
  }

  /** The colour a slot's square should have now (packed), or transparent for a free slot. */
  colourOf(slot: number): PackedRgba {
    const tx = this.index.tx(slot)
    const table = this.table
    if (!tx || !table) return TRANSPARENT
    if (tx.txid === this.hovered) return table.hover
    if (tx.txid === this.highlighted) return table.highlight
    return table.restColour(tx)
  }

  /** Writes slots [0, count) of the current scene, `shift` rows away from their place (0 = in place). */
  private fill(count: number, shift: number, now: number, durationMs: number, holes = false): void {
    const squares = this.arrivals(count)
    const places = this.layout.places()
    squares.x.set(places.x.subarray(0, count))
    squares.y.set(places.y.subarray(0, count))
    squares.side.set(places.side.subarray(0, count))
    const txs = this.index.list
    if (this.table) this.table.fillColours(txs, count, squares.colour)
    else squares.colour.fill(TRANSPARENT, 0, count)
    // A free slot (compact() after removals) is written with side 0: not drawn. A new scene has none.
    if (holes) for (let slot = 0; slot < count; slot++) if (!txs[slot]) squares.side[slot] = 0
    squares.shift = shift
    squares.t0 = now
    squares.durationMs = durationMs
    this.sink.writeArrivals(this.base, count, squares)
    // Hover and highlight are looked up once here rather than compared for every square.
    for (const txid of [this.hovered, this.highlighted]) {
      const slot = txid === undefined ? undefined : this.slotOfTx(txid)
      if (slot !== undefined && slot < count)
        this.write(slot, shift, this.colourOf(slot), now, durationMs)
    }
  }

  /** The reused arrays of fill(), grown to `count` squares. */
  private arrivals(count: number): ArrivingSquares {
    const squares = this.arriving
    if (squares.x.length >= count) return squares
    const size = Math.max(count, squares.x.length * 2)
    squares.x = new Float32Array(size)
    squares.y = new Float32Array(size)
    squares.side = new Float32Array(size)
    squares.colour = new Uint32Array(size)
    return squares
  }

  /** Applies a diff or a delta: layout update, then only the touched slots are written. */
  private apply(change: SceneChange, now: number, durationMs: number): void {
    if (!GraphLayout.updatesLoaded) {
      // The layout's update code (loading since the first scene) is not here yet: the whole scene is laid
      // out again from scratch with reset. Correct, just a bigger move: every square is cut to its new
      // place at once instead of only the touched ones moving.
      this.replace(this.index.listAfter(change), this.order, 'none', now, 0)
      return
    }
    const { replacedSlots, replacedTxs } = change
    for (let i = 0; i < replacedSlots.length; i++)
      this.index.put(replacedSlots[i]!, replacedTxs[i]!)
    const update = this.layout.update(change.removedSlots, change.added, change.changed)
    this.sink.ensureCapacity(this.base + this.layout.count)
    for (const slot of update.removed) this.vanish(slot, now, durationMs)
    this.index.startMarks(this.layout.count)
    const travel = this.travel()
    for (let i = 0; i < update.added.length; i++) {
      const slot = update.added[i]!
      const tx = change.added[i]
      if (!tx) continue
      this.index.put(slot, tx)
      this.index.mark(slot)
      this.enter(slot, travel, now, durationMs)
    }
    for (const slot of update.moved)
      if (!this.index.isMarked(slot)) this.glide(slot, now, durationMs)
    for (const slot of replacedSlots)
      if (!this.index.isMarked(slot)) this.paint(slot, now, durationMs)
  }

  /** Rows a square travels to leave or enter the grid completely. */
  private travel(): number {
    return Math.max(this.layout.rows, this.layout.resolution) + 1
  }

  /** Old squares move off the grid (row 0 is the chain side) and fade out. */
  private leave(transition: GraphTransition, now: number, durationMs: number): void {
    const shift = (transition === 'chain' ? -1 : 1) * this.travel()
    const square = this.square
    for (let slot = 0; slot < this.layout.count; slot++) {
      if (!this.layout.alive(slot)) continue
      const at = this.rendererSlot(slot)
      const state = this.sink.squareAt(at, now)
      if (!state) continue
      square.x0 = square.x1 = state.x
      square.y0 = state.y
      square.y1 = state.y + shift
      square.s0 = square.s1 = state.s
      square.c0 = state.colour
      square.c1 = TRANSPARENT
      square.t0 = now
      square.durationMs = durationMs
      this.sink.setSquare(at, square)
    }
  }

  /** A square arrives `shift` rows away from its place (0 = appears in place). */
  private enter(slot: number, shift: number, now: number, durationMs: number): void {
    this.write(slot, shift, this.colourOf(slot), now, durationMs)
  }

  /** The whole record of one square, through the reused transition record. */
  private write(
    slot: number,
    shift: number,
    colour: number,
    now: number,
    durationMs: number,
  ): void {
    const square = this.square
    const layout = this.layout
    const y = layout.y(slot)
    square.x0 = square.x1 = layout.x(slot)
    square.y0 = y + shift
    square.y1 = y
    square.s0 = square.s1 = layout.side(slot)
    square.c0 = square.c1 = colour
    square.t0 = now
    square.durationMs = shift === 0 ? 0 : durationMs
    this.sink.setSquare(this.base + slot, square)
  }

  /** A removed square shrinks to its centre and fades out. */
  private vanish(slot: number, now: number, durationMs: number): void {
    this.index.free(slot)
    const at = this.rendererSlot(slot)
    const state = this.sink.squareAt(at, now)
    if (!state) return
    const square = this.square
    square.x0 = state.x
    square.y0 = state.y
    square.s0 = state.s
    square.c0 = state.colour
    square.x1 = state.x + state.s / 2
    square.y1 = state.y + state.s / 2
    square.s1 = 0
    square.c1 = TRANSPARENT
    square.t0 = now
    square.durationMs = durationMs
    this.sink.setSquare(at, square)
  }

  /** A square moved by the layout glides from where it is drawn to its new place. */
  private glide(slot: number, now: number, durationMs: number): void {
    const to = this.target
    to.x = this.layout.x(slot)
    to.y = this.layout.y(slot)
    to.s = this.layout.side(slot)
    this.sink.moveSquare(this.base + slot, to, durationMs, now)
  }

  private paint(slot: number, now: number, durationMs: number): void {
    this.sink.setColour(this.rendererSlot(slot), this.colourOf(slot), durationMs, now)
  }

  private paintAll(now: number, durationMs: number): void {
    for (let slot = 0; slot < this.index.length; slot++)
      if (this.index.tx(slot)) this.paint(slot, now, durationMs)
  }

  private repaintTx(txid: string | undefined, now: number, durationMs: number): void {
    const slot = txid === undefined ? undefined : this.slotOfTx(txid)
    if (slot !== undefined) this.paint(slot, now, durationMs)
  }

  /** Txs by slot: for 'given' order slots are the received order (removals leave holes, adds refill). */
  private givenOrder(): GraphTx[] {
    const out: GraphTx[] = []
    for (let slot = 0; slot < this.index.length; slot++) {
      const tx = this.index.tx(slot)
      if (tx) out.push(tx)
    }
    return out
  }
}

/** Where a new scene's slots start: past the leaving scene when the low range is too small for it. */
function freeBase(oldBase: number, oldCount: number, newCount: number): number {
  if (oldBase >= newCount) return 0
  return oldBase + oldCount
}
