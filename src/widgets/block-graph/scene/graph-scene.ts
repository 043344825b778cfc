// The drawn scene: which tx sits in which layout slot, and the squares written to the renderer for them.
// A new scene replaces the old one (its squares leave towards the chain or the pool, or are cut); a new list
// of the same scene is diffed by txid and applied through GraphLayout.update, so only touched slots are
// written. No DOM: colours come in already read from the theme (read-theme-colours.ts).
import type { PackedRgba } from '../gl/colour'
import type { GraphOrder, GraphTx, GraphTransition } from '../graph-types'
import { GraphLayout } from '../layout'
import { packColour, squareColour } from './graph-colours'
import type { GraphColours, SquareStyle } from './graph-colours'
import { diffScene } from './scene-diff'
import type { SquareSink } from './square-sink'

/** How long a hovered square takes to change colour (spec §9 "Hover animation is 300 ms"). */
export const HOVER_MS = 300

const TRANSPARENT: PackedRgba = 0

export class GraphScene {
  private layout: GraphLayout
  /** Layout slot → tx (undefined = free). */
  private txs: Array<GraphTx | undefined> = []
  private readonly slotOf = new Map<string, number>()
  private order: GraphOrder = 'given'
  /** Renderer slot of layout slot 0: a new scene moves to another range while the old one leaves. */
  private base = 0
  private style: SquareStyle = { auditHighlighting: false, auditView: 'actual', goggles: undefined }
  private colours: GraphColours | undefined
  private hovered: string | undefined
  private highlighted: string | undefined
  /** When the last leaving scene's squares are gone (they stay in the renderer's slots until compact()). */
  private leftoverUntil: number | undefined

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
    return this.slotOf.size
  }

  /** The layout of the current scene (grid positions, slotAt, slotsInOrder). */
  get grid(): GraphLayout {
    return this.layout
  }

  txInSlot(slot: number): GraphTx | undefined {
    return this.txs[slot]
  }

  slotOfTx(txid: string): number | undefined {
    return this.slotOf.get(txid)
  }

  /** Renderer slot of a layout slot (tests and the bench read the sink with it). */
  rendererSlot(slot: number): number {
    return this.base + slot
  }

  /** Txs in drawing order: row 0 first, left to right. */
  ordered(): GraphTx[] {
    const out: GraphTx[] = []
    for (const slot of this.layout.slotsInOrder()) {
      const tx = this.txs[slot]
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
    const unique = uniqueByTxid(txs)
    const animate = transition !== 'none' && durationMs > 0
    const oldBase = this.base
    const oldCount = this.layout.count
    if (animate) this.leave(transition, now, durationMs)
    else this.sink.clear()
    this.leftoverUntil = animate ? now + durationMs : undefined
    this.order = order
    this.layout.reset(unique, order)
    this.txs = unique.slice()
    this.slotOf.clear()
    unique.forEach((tx, slot) => this.slotOf.set(tx.txid, slot))
    this.base = animate ? freeBase(oldBase, oldCount, this.layout.count) : 0
    this.sink.ensureCapacity(this.base + this.layout.count)
    const shift = animate ? (transition === 'chain' ? 1 : -1) * this.travel() : 0
    for (let slot = 0; slot < unique.length; slot++) this.enter(slot, shift, now, durationMs)
  }

  /** The same scene, new list: diffed by txid; adds slide in, removals fade out, moves glide. */
  diff(txs: readonly GraphTx[], now: number, durationMs: number): void {
    const change = diffScene(this.slotOf, (slot) => this.txs[slot], txs)
    for (const [slot, tx] of change.replaced) this.txs[slot] = tx
    const update = this.layout.update(change.removedSlots, change.added, change.changed)
    this.sink.ensureCapacity(this.base + this.layout.count)
    for (const slot of update.removed) this.vanish(slot, now, durationMs)
    update.added.forEach((slot, i) => {
      const tx = change.added[i]
      if (!tx) return
      this.txs[slot] = tx
      this.slotOf.set(tx.txid, slot)
      this.enter(slot, this.travel(), now, durationMs)
    })
    const entered = new Set(update.added)
    for (const slot of update.moved) if (!entered.has(slot)) this.glide(slot, now, durationMs)
    for (const slot of change.replaced.keys())
      if (!entered.has(slot)) this.paint(slot, now, durationMs)
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
    for (let slot = 0; slot < this.layout.count; slot++)
      if (this.txs[slot]) this.enter(slot, 0, now, 0)
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
    if (!same) this.paintAll(now, durationMs)
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
    const tx = this.txs[slot]
    if (!tx || !this.colours) return TRANSPARENT
    if (tx.txid === this.hovered) return packColour(this.colours.hover)
    if (tx.txid === this.highlighted) return packColour(this.colours.highlight)
    return packColour(squareColour(tx, this.style, this.colours))
  }

  /** Rows a square travels to leave or enter the grid completely. */
  private travel(): number {
    return Math.max(this.layout.rows, this.layout.resolution) + 1
  }

  /** Old squares move off the grid (row 0 is the chain side) and fade out. */
  private leave(transition: GraphTransition, now: number, durationMs: number): void {
    const shift = (transition === 'chain' ? -1 : 1) * this.travel()
    for (let slot = 0; slot < this.layout.count; slot++) {
      if (!this.layout.alive(slot)) continue
      const at = this.rendererSlot(slot)
      const state = this.sink.squareAt(at, now)
      if (!state) continue
      this.sink.setSquare(at, {
        x0: state.x,
        y0: state.y,
        s0: state.s,
        c0: state.colour,
        x1: state.x,
        y1: state.y + shift,
        s1: state.s,
        c1: TRANSPARENT,
        t0: now,
        durationMs,
      })
    }
  }

  /** A square arrives `shift` rows away from its place (0 = appears in place). */
  private enter(slot: number, shift: number, now: number, durationMs: number): void {
    const { x, y, s } = this.place(slot)
    const colour = this.colourOf(slot)
    this.sink.setSquare(this.rendererSlot(slot), {
      x0: x,
      y0: y + shift,
      s0: s,
      c0: colour,
      x1: x,
      y1: y,
      s1: s,
      c1: colour,
      t0: now,
      durationMs: shift === 0 ? 0 : durationMs,
    })
  }

  /** A removed square shrinks to its centre and fades out. */
  private vanish(slot: number, now: number, durationMs: number): void {
    const tx = this.txs[slot]
    if (tx) this.slotOf.delete(tx.txid)
    this.txs[slot] = undefined
    const at = this.rendererSlot(slot)
    const state = this.sink.squareAt(at, now)
    if (!state) return
    this.sink.setSquare(at, {
      x0: state.x,
      y0: state.y,
      s0: state.s,
      c0: state.colour,
      x1: state.x + state.s / 2,
      y1: state.y + state.s / 2,
      s1: 0,
      c1: TRANSPARENT,
      t0: now,
      durationMs,
    })
  }

  /** A square moved by the layout glides from where it is drawn to its new place. */
  private glide(slot: number, now: number, durationMs: number): void {
    this.sink.moveSquare(this.rendererSlot(slot), this.place(slot), durationMs, now)
  }

  private paint(slot: number, now: number, durationMs: number): void {
    this.sink.setColour(this.rendererSlot(slot), this.colourOf(slot), durationMs, now)
  }

  private paintAll(now: number, durationMs: number): void {
    for (let slot = 0; slot < this.txs.length; slot++)
      if (this.txs[slot]) this.paint(slot, now, durationMs)
  }

  private repaintTx(txid: string | undefined, now: number, durationMs: number): void {
    const slot = txid === undefined ? undefined : this.slotOf.get(txid)
    if (slot !== undefined) this.paint(slot, now, durationMs)
  }

  private place(slot: number): { x: number; y: number; s: number } {
    return { x: this.layout.x(slot), y: this.layout.y(slot), s: this.layout.side(slot) }
  }

  /** Txs by slot: for 'given' order slots are the received order (removals leave holes, adds refill). */
  private givenOrder(): GraphTx[] {
    return this.txs.filter((tx): tx is GraphTx => tx !== undefined)
  }
}

/** Where a new scene's slots start: past the leaving scene when the low range is too small for it. */
function freeBase(oldBase: number, oldCount: number, newCount: number): number {
  if (oldBase >= newCount) return 0
  return oldBase + oldCount
}

function uniqueByTxid(txs: readonly GraphTx[]): GraphTx[] {
  const seen = new Set<string>()
  return txs.filter((tx) => !seen.has(tx.txid) && (seen.add(tx.txid), true))
}
