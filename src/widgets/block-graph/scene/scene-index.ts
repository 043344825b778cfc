// Which tx sits in which layout slot, and what a new list or an explicit delta changes (reference §4.7 step 4).
// The txid → slot map persists and is updated in place; "seen in this pass" is a generation number per slot,
// so neither a diff nor a delta rebuilds a Set or Map of the whole scene. A delta touches only its own txs.
// A new scene's map is built on first need (the element asks for it when idle), not before its first frame.
import type { GraphDelta, GraphTx } from '../graph-types'

/** One pass's result; its arrays are reused by the next pass (read it before calling diff/delta again). */
export interface SceneChange {
  removedSlots: number[]
  added: GraphTx[]
  /** Slots whose effective rate or acceleration changed, with the new rate (the layout re-files them). */
  changed: Array<{ slot: number; rate: number }>
  /** Slots whose tx object is new (changed ones included), with that tx, so they are repainted. */
  replacedSlots: number[]
  replacedTxs: GraphTx[]
}

export class SceneIndex {
  /** Layout slot → tx (undefined = free). */
  private txs: Array<GraphTx | undefined> = []
  /** txid → slot, built on first need after a new scene (so a new scene's first frame does not wait). */
  private slots: Map<string, number> | undefined = new Map()
  /** Slots of repeated txids the last build found (the scene removes them: one square per txid). */
  private duplicates: number[] = []
  private marks = new Uint32Array(1024)
  /** Txids a pass adds (only new ones, so it stays the size of the change). */
  private readonly newIds = new Set<string>()
  private generation = 0
  private readonly change: SceneChange = {
    removedSlots: [],
    added: [],
    changed: [],
    replacedSlots: [],
    replacedTxs: [],
  }

  /** Number of txs in the scene. */
  get size(): number {
    return this.map().size
  }

  /** One past the highest slot ever used. */
  get length(): number {
    return this.txs.length
  }

  /** False until the txid → slot map of a new scene is built (see build()). */
  get built(): boolean {
    return this.slots !== undefined
  }

  /** Slot → tx for every slot (read only), for loops over a whole scene. */
  get list(): readonly (GraphTx | undefined)[] {
    return this.txs
  }

  tx(slot: number): GraphTx | undefined {
    return this.txs[slot]
  }

  slotOf(txid: string): number | undefined {
    return this.map().get(txid)
  }

  /** A new scene, slot i = txs[i]; the txid map is built later (build(), or on first lookup). */
  reset(txs: readonly GraphTx[]): void {
    this.txs = txs.slice()
    this.slots = undefined
  }

  /** Builds the txid map if needed; returns the slots of repeated txids found, which are then forgotten. */
  build(): number[] {
    this.map()
    const found = this.duplicates
    this.duplicates = []
    return found
  }

  /** A tx (new, or a new object for the same txid) takes a slot. */
  put(slot: number, tx: GraphTx): void {
    const slots = this.map()
    const old = this.txs[slot]
    if (old && old.txid !== tx.txid && slots.get(old.txid) === slot) slots.delete(old.txid)
    this.txs[slot] = tx
    slots.set(tx.txid, slot)
  }

  /** A slot's tx leaves the scene. */
  free(slot: number): void {
    const slots = this.map()
    const tx = this.txs[slot]
    // A repeated txid's extra slot must not take the first one's entry with it.
    if (tx && slots.get(tx.txid) === slot) slots.delete(tx.txid)
    this.txs[slot] = undefined
  }

  /** Starts a new "marked" pass over slots below `slots`: every slot reads as unmarked. */
  startMarks(slots: number): void {
    if (this.marks.length < slots)
      this.marks = new Uint32Array(Math.max(slots, this.marks.length * 2))
    this.generation++
    if (this.generation === 0xffffffff) {
      this.marks.fill(0)
      this.generation = 1
    }
  }

  mark(slot: number): void {
    this.marks[slot] = this.generation
  }

  isMarked(slot: number): boolean {
    return this.marks[slot] === this.generation
  }

  /** The full new list of the same scene against the drawn one: O(list + slots), no per-call Set/Map. */
  diff(next: readonly GraphTx[]): SceneChange {
    const change = this.emptyChange()
    const slots = this.map()
    this.startMarks(this.txs.length)
    this.newIds.clear()
    for (let i = 0; i < next.length; i++) {
      const tx = next[i]!
      const slot = slots.get(tx.txid)
      if (slot === undefined) {
        if (this.newIds.has(tx.txid)) continue // repeated in the list
        this.newIds.add(tx.txid)
        change.added.push(tx)
      } else if (!this.isMarked(slot)) {
        this.mark(slot)
        this.noteReplaced(change, slot, tx)
      }
    }
    for (let slot = 0; slot < this.txs.length; slot++)
      if (this.txs[slot] !== undefined && !this.isMarked(slot)) change.removedSlots.push(slot)
    return change
  }

  /**
   * An explicit delta: only its own txs are looked at. Unknown removals are ignored; a changed tx not in the
   * scene is added; an added tx already drawn is a change; a tx both removed and added/changed stays.
   */
  delta(delta: GraphDelta): SceneChange {
    const change = this.emptyChange()
    const slots = this.map()
    this.startMarks(this.txs.length)
    for (const txid of delta.removed) {
      const slot = slots.get(txid)
      if (slot === undefined || this.isMarked(slot)) continue
      this.mark(slot)
      change.removedSlots.push(slot)
    }
    this.newIds.clear()
    for (const tx of delta.changed) this.upsert(change, slots, tx)
    for (const tx of delta.added) this.upsert(change, slots, tx)
    return change
  }

  /** A delta's added or changed tx: new to the scene → added; drawn → a change (even if also removed). */
  private upsert(change: SceneChange, slots: Map<string, number>, tx: GraphTx): void {
    const slot = slots.get(tx.txid)
    if (slot === undefined) {
      if (!this.newIds.has(tx.txid)) change.added.push(tx)
      this.newIds.add(tx.txid)
      return
    }
    const repeated = this.isMarked(slot)
    if (repeated) {
      // Listed before in this delta: as a removal (which this cancels) or as a change (the later one wins).
      const at = change.removedSlots.indexOf(slot)
      if (at >= 0) change.removedSlots.splice(at, 1)
    }
    this.mark(slot)
    this.noteReplaced(change, slot, tx, repeated)
  }

  /** `again`: the slot was already noted in this pass, so its rate is re-filed even if back to the drawn one. */
  private noteReplaced(change: SceneChange, slot: number, tx: GraphTx, again = false): void {
    const drawn = this.txs[slot]
    if (!drawn || (drawn === tx && !again)) return
    if (again || drawn.rate !== tx.rate || drawn.acc !== tx.acc)
      change.changed.push({ slot, rate: tx.rate })
    change.replacedSlots.push(slot)
    change.replacedTxs.push(tx)
  }

  /** The txs once `change` is applied, by slot then the added ones: what re-laying from scratch packs. */
  listAfter(change: SceneChange): GraphTx[] {
    const next = this.txs.slice()
    const { replacedSlots, replacedTxs } = change
    for (let i = 0; i < replacedSlots.length; i++) next[replacedSlots[i]!] = replacedTxs[i]
    for (const slot of change.removedSlots) next[slot] = undefined
    const out: GraphTx[] = []
    for (const tx of next) if (tx) out.push(tx)
    for (const tx of change.added) out.push(tx)
    return out
  }

  private map(): Map<string, number> {
    if (this.slots) return this.slots
    const slots = new Map<string, number>()
    for (let slot = 0; slot < this.txs.length; slot++) {
      const txid = this.txs[slot]?.txid
      if (txid === undefined) continue
      if (slots.has(txid)) this.duplicates.push(slot)
      else slots.set(txid, slot)
    }
    this.slots = slots
    return slots
  }

  private emptyChange(): SceneChange {
    const change = this.change
    change.removedSlots.length = 0
    change.added.length = 0
    change.changed.length = 0
    change.replacedSlots.length = 0
    change.replacedTxs.length = 0
    return change
  }
}
