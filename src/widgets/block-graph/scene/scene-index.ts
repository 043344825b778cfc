// Which tx sits in which layout slot, and what a new list or an explicit delta changes (reference §4.7 step 4).
// The txid → slot map persists and is updated in place; "seen in this pass" is a generation number per slot,
// so neither a diff nor a delta rebuilds a Set or Map of the whole scene. A delta touches only its own txs.
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
  private readonly slots = new Map<string, number>()
  private marks = new Uint32Array(1024)
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
    return this.slots.size
  }

  /** One past the highest slot ever used. */
  get length(): number {
    return this.txs.length
  }

  tx(slot: number): GraphTx | undefined {
    return this.txs[slot]
  }

  slotOf(txid: string): number | undefined {
    return this.slots.get(txid)
  }

  /** A new scene, slot i = txs[i]. Returns the txs without repeated txids (the same array when none). */
  reset(txs: readonly GraphTx[]): readonly GraphTx[] {
    this.slots.clear()
    for (let i = 0; i < txs.length; i++) this.slots.set(txs[i]!.txid, i)
    let unique = txs
    if (this.slots.size !== txs.length) {
      // A repeated txid would take two slots for one square: keep its first occurrence only.
      const seen = new Set<string>()
      unique = txs.filter((tx) => !seen.has(tx.txid) && seen.add(tx.txid).size > 0)
      this.slots.clear()
      for (let i = 0; i < unique.length; i++) this.slots.set(unique[i]!.txid, i)
    }
    this.txs = unique.slice()
    return unique
  }

  /** A tx (new, or a new object for the same txid) takes a slot. */
  put(slot: number, tx: GraphTx): void {
    const old = this.txs[slot]
    if (old && old.txid !== tx.txid) this.slots.delete(old.txid)
    this.txs[slot] = tx
    this.slots.set(tx.txid, slot)
  }

  /** A slot's tx leaves the scene. */
  free(slot: number): void {
    const tx = this.txs[slot]
    if (tx) this.slots.delete(tx.txid)
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
    this.startMarks(this.txs.length)
    let newIds: Set<string> | undefined
    for (let i = 0; i < next.length; i++) {
      const tx = next[i]!
      const slot = this.slots.get(tx.txid)
      if (slot === undefined) {
        newIds ??= new Set()
        if (newIds.has(tx.txid)) continue // repeated in the list
        newIds.add(tx.txid)
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
    this.startMarks(this.txs.length)
    for (const txid of delta.removed) {
      const slot = this.slots.get(txid)
      if (slot === undefined || this.isMarked(slot)) continue
      this.mark(slot)
      change.removedSlots.push(slot)
    }
    let newIds: Set<string> | undefined
    const upsert = (tx: GraphTx) => {
      const slot = this.slots.get(tx.txid)
      if (slot === undefined) {
        newIds ??= new Set()
        if (!newIds.has(tx.txid)) change.added.push(tx)
        newIds.add(tx.txid)
        return
      }
      if (this.isMarked(slot)) {
        const at = change.removedSlots.indexOf(slot)
        if (at < 0) return // already taken as a change
        change.removedSlots.splice(at, 1)
      }
      this.mark(slot)
      this.noteReplaced(change, slot, tx)
    }
    for (const tx of delta.changed) upsert(tx)
    for (const tx of delta.added) upsert(tx)
    return change
  }

  private noteReplaced(change: SceneChange, slot: number, tx: GraphTx): void {
    const drawn = this.txs[slot]
    if (!drawn || drawn === tx) return
    if (drawn.rate !== tx.rate || drawn.acc !== tx.acc) change.changed.push({ slot, rate: tx.rate })
    change.replacedSlots.push(slot)
    change.replacedTxs.push(tx)
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
