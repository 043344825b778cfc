// Core's mapTx ancestor_score index over the graph's live slots, kept sorted lazily: re-scored slots are collected
// as the graph changes and merged in on the next read, O(n + k log k).
import type { MempoolGraph } from './graph'
import { scoreBefore, setScore } from './score'
import { sortByScore } from './score-sort'

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
    const fresh: number[] = []
    for (const id of this.pending) {
      pendingMark[id] = 0
      if (alive[id] !== 1) continue
      setScore(id, g.fee[id]!, g.size[id]!, g.ancFee[id]!, g.ancSize[id]!, scoreFee, scoreSize)
      fresh.push(id)
    }
    // mark the re-scored slots so that their stale positions are dropped
    for (const id of fresh) pendingMark[id] = 2
    const sorted = Int32Array.from(fresh)
    sortByScore(sorted, scoreFee, scoreSize, hashWords)
    const next = this.spare.length >= g.capacity ? this.spare : new Int32Array(g.capacity)
    const before = (a: number, b: number) =>
      scoreBefore(scoreFee[a]!, scoreSize[a]!, a, scoreFee[b]!, scoreSize[b]!, b, hashWords)
    let n = 0
    let f = 0
    for (let i = 0; i < this.length; i++) {
      const id = this.order[i]!
      if (alive[id] !== 1 || pendingMark[id] === 2) continue
      while (f < sorted.length && before(sorted[f]!, id)) next[n++] = sorted[f++]!
      next[n++] = id
    }
    while (f < sorted.length) next[n++] = sorted[f++]!
    for (const id of fresh) pendingMark[id] = 0
    this.pending = []
    this.hasDead = false
    this.spare = this.order
    this.order = next
    this.length = n
  }
}
