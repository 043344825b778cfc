// Core's mapTx ancestor_score index over the graph's live slots, kept sorted lazily: re-scored slots are collected
// as the graph changes and inserted by binary search on the next read: O(n) copying, O(k log n) comparisons.
import type { MempoolGraph } from './graph'
import { scoreBefore, setScore } from './score'
import { sortByScore } from './score-sort'

// local copy of an import used in a hot loop (tsx's CommonJS output reads imported bindings through getters)
const ahead = scoreBefore

export class ScoreOrder {
  private order = new Int32Array(0)
  private length = 0
  private spare = new Int32Array(0)
  private pending: number[] = []
  private pendingMark = new Uint8Array(0)
  /** removed slots still sit in the order until the next merge */
  private hasDead = false

  constructor(private readonly graph: MempoolGraph) {}

  grow(capacity: number): void {
    const mark = new Uint8Array(capacity)
    mark.set(this.pendingMark.subarray(0, Math.min(capacity, this.pendingMark.length)))
    this.pendingMark = mark
  }

  /** A slot was added or its ancestor sums changed. */
  changed(id: number): void {
    if (this.pendingMark[id] === 1) return
    this.pendingMark[id] = 1
    this.pending.push(id)
  }

  removed(): void {
    this.hasDead = true
  }

  /** Live slots in ancestor-score order (best first); valid until the graph changes. */
  view(): Int32Array {
    if (this.pending.length > 0 || this.hasDead) this.merge()
    return this.order.subarray(0, this.length)
  }

  private merge(): void {
    const g = this.graph
    const { scoreFee, scoreSize, hashWords, alive } = g
    const pendingMark = this.pendingMark
    const fresh = new Int32Array(this.pending.length)
    let freshCount = 0
    for (const id of this.pending) {
      pendingMark[id] = 0
      if (alive[id] !== 1) continue
      setScore(id, g.fee[id]!, g.size[id]!, g.ancFee[id]!, g.ancSize[id]!, scoreFee, scoreSize)
      fresh[freshCount++] = id
    }
    const sorted = fresh.subarray(0, freshCount)
    // drop removed and re-scored slots in place (no comparisons), leaving a sorted list of unchanged slots
    for (const id of sorted) pendingMark[id] = 2
    const order = this.order
    let kept = 0
    for (let i = 0; i < this.length; i++) {
      const id = order[i]!
      if (alive[id] !== 1 || pendingMark[id] === 2) continue
      order[kept++] = id
    }
    for (const id of sorted) pendingMark[id] = 0
    sortByScore(sorted, scoreFee, scoreSize, hashWords)
    const next = this.spare.length >= g.capacity ? this.spare : new Int32Array(g.capacity)
    // each re-scored slot goes in by binary search after the previous one: O(k log n) comparisons, block copies
    let n = 0
    let from = 0
    for (let f = 0; f < sorted.length; f++) {
      const id = sorted[f]!
      const fee = scoreFee[id]!
      const size = scoreSize[id]!
      let lo = from
      let hi = kept
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        const other = order[mid]!
        if (ahead(fee, size, id, scoreFee[other]!, scoreSize[other]!, other, hashWords)) hi = mid
        else lo = mid + 1
      }
      if (lo > from) {
        next.set(order.subarray(from, lo), n)
        n += lo - from
        from = lo
      }
      next[n++] = id
    }
    next.set(order.subarray(from, kept), n)
    n += kept - from
    this.pending = []
    this.hasDead = false
    this.spare = order
    this.order = next
    this.length = n
  }
}
