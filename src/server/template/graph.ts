// The mempool as a graph of integer slots in typed arrays, with Core's ancestor sums kept up to date
// on every add/remove and the ancestor-score order (Core's mapTx ancestor_score index) kept sorted lazily.
import { HASH_WORDS, writeHashWords } from './txid-order'
import { adjustedVsize, scoreBefore, setScore } from './score'
import { sortByScore } from './score-sort'
import type { TemplateTx } from './types'

const INITIAL_CAPACITY = 1024
/** shared by every tx without parents or children; replaced by a real array on the first link */
const NONE: number[] = []
Object.freeze(NONE)

export class MempoolGraph {
  capacity = 0
  /** live tx count */
  count = 0
  readonly idOf = new Map<string, number>()
  txid: string[] = []
  parents: number[][] = []
  children: number[][] = []
  alive = new Uint8Array(0)
  /** in-mempool parent / child counts (read in hot loops instead of the arrays) */
  parentCount = new Int32Array(0)
  childCount = new Int32Array(0)
  fee = new Float64Array(0) // sats
  weight = new Float64Array(0) // WU
  sigops = new Float64Array(0) // sigop cost
  size = new Float64Array(0) // sigop-adjusted vsize, vB
  adjWeight = new Float64Array(0) // max(weight, 20 × sigops), WU
  hashWords = new Uint32Array(0)
  // ancestor sums over in-mempool ancestors, the tx included
  ancFee = new Float64Array(0)
  ancSize = new Float64Array(0)
  ancSigops = new Float64Array(0)
  ancCount = new Int32Array(0)
  // score pair (see setScore) for the sorted order
  scoreFee = new Float64Array(0)
  scoreSize = new Float64Array(0)
  /** live ids sorted by ancestor score, valid after sortedOrder() */
  private order = new Int32Array(0)
  private orderLength = 0
  private spareOrder = new Int32Array(0)
  /** removed slots still sit in the order until the next merge */
  private orderHasDead = false
  private pending: number[] = []
  private pendingMark = new Uint8Array(0)
  private freeIds: number[] = []
  private visitMark = new Int32Array(0)
  /** scratch stack for graph walks (each tx is pushed at most once per walk) */
  stack = new Int32Array(0)
  private visitGeneration = 0
  /** bumps on every add/remove so that caches can tell the graph changed */
  version = 0

  constructor() {
    this.grow(INITIAL_CAPACITY)
  }

  /** slots ever allocated (live or free): the bound for walks over slots */
  get slotCount(): number {
    return this.txid.length
  }

  has(txid: string): boolean {
    return this.idOf.has(txid)
  }

  add(txs: readonly TemplateTx[]): void {
    const added: number[] = []
    const addedTxs: TemplateTx[] = []
    for (const tx of txs) {
      if (this.idOf.has(tx.txid)) continue
      if (
        !Number.isInteger(tx.weight) ||
        tx.weight < 1 ||
        !Number.isInteger(tx.sigops) ||
        tx.sigops < 0
      )
        throw new Error(
          `tx ${tx.txid}: weight must be a positive integer and sigops a non-negative integer`,
        )
      if (!Number.isFinite(tx.fee))
        throw new Error(`tx ${tx.txid}: fee must be a finite number of sats`)
      const id = this.allocate()
      this.idOf.set(tx.txid, id)
      this.txid[id] = tx.txid
      this.alive[id] = 1
      this.fee[id] = tx.fee
      this.weight[id] = tx.weight
      this.sigops[id] = tx.sigops
      this.size[id] = adjustedVsize(tx.weight, tx.sigops)
      this.adjWeight[id] = Math.max(tx.weight, tx.sigops * 20)
      writeHashWords(tx.txid, this.hashWords, id * HASH_WORDS)
      this.parents[id] = NONE
      this.children[id] = NONE
      added.push(id)
      addedTxs.push(tx)
    }
    for (let i = 0; i < added.length; i++) {
      const id = added[i]!
      for (const parentTxid of addedTxs[i]!.depends) {
        const parent = this.idOf.get(parentTxid)
        if (parent === undefined || parent === id || this.parents[id]!.includes(parent)) continue
        if (this.parents[id] === NONE) this.parents[id] = []
        if (this.children[parent] === NONE) this.children[parent] = []
        this.parents[id]!.push(parent)
        this.children[parent]!.push(id)
        this.parentCount[id]!++
        this.childCount[parent]!++
      }
    }
    for (const id of added) {
      this.computeAncestorSums(id)
      this.markPending(id)
    }
    this.count += added.length
    this.version++
  }

  /** Removes exactly these txs; descendants that stay lose them from their ancestor sums. Returns removed txids. */
  remove(txids: readonly string[]): string[] {
    const removed: string[] = []
    for (const txid of txids) {
      const id = this.idOf.get(txid)
      if (id === undefined) continue
      this.forEachDescendant(id, (d) => {
        this.ancFee[d] = this.ancFee[d]! - this.fee[id]!
        this.ancSize[d] = this.ancSize[d]! - this.size[id]!
        this.ancSigops[d] = this.ancSigops[d]! - this.sigops[id]!
        this.ancCount[d] = this.ancCount[d]! - 1
        this.markPending(d)
      })
      for (const p of this.parents[id]!) {
        removeItem(this.children[p]!, id)
        this.childCount[p]!--
      }
      for (const c of this.children[id]!) {
        removeItem(this.parents[c]!, id)
        this.parentCount[c]!--
      }
      this.parentCount[id] = 0
      this.childCount[id] = 0
      this.parents[id] = NONE
      this.children[id] = NONE
      this.alive[id] = 0
      this.idOf.delete(txid)
      this.freeIds.push(id)
      this.count--
      removed.push(txid)
    }
    if (removed.length > 0) {
      this.version++
      this.orderHasDead = true
    }
    return removed
  }

  /** Calls fn for every in-mempool descendant of id (not id itself), each once. */
  forEachDescendant(id: number, fn: (descendant: number) => void): void {
    const marks = this.visitMark
    const generation = this.nextGeneration()
    const found: number[] = []
    marks[id] = generation
    found.push(id)
    for (let i = 0; i < found.length; i++) {
      for (const c of this.children[found[i]!]!) {
        if (marks[c] === generation) continue
        marks[c] = generation
        found.push(c)
      }
    }
    for (let i = 1; i < found.length; i++) fn(found[i]!)
  }

  /** Live ids in Core's ancestor-score order (best first). The view is valid until the next add/remove. */
  sortedOrder(): Int32Array {
    if (this.pending.length > 0 || this.orderHasDead) this.mergePending()
    return this.order.subarray(0, this.orderLength)
  }

  /** Fresh traversal generation for visit marks (shared by the assembler's walks). */
  nextGeneration(): number {
    this.visitGeneration++
    if (this.visitGeneration > 0x7fffffff) {
      this.visitMark.fill(0)
      this.visitGeneration = 1
    }
    return this.visitGeneration
  }

  get marks(): Int32Array {
    return this.visitMark
  }

  private computeAncestorSums(id: number): void {
    let fee = this.fee[id]!
    let size = this.size[id]!
    let sigops = this.sigops[id]!
    let count = 1
    if (this.parentCount[id]! > 0) {
      const marks = this.visitMark
      const generation = this.nextGeneration()
      const stack = this.stack
      let top = 0
      marks[id] = generation
      stack[top++] = id
      while (top > 0) {
        const x = stack[--top]!
        for (const p of this.parents[x]!) {
          if (marks[p] === generation) continue
          marks[p] = generation
          fee += this.fee[p]!
          size += this.size[p]!
          sigops += this.sigops[p]!
          count++
          stack[top++] = p
        }
      }
    }
    this.ancFee[id] = fee
    this.ancSize[id] = size
    this.ancSigops[id] = sigops
    this.ancCount[id] = count
  }

  private markPending(id: number): void {
    if (this.pendingMark[id] === 1) return
    this.pendingMark[id] = 1
    this.pending.push(id)
  }

  private before = (a: number, b: number): boolean =>
    scoreBefore(
      this.scoreFee[a]!,
      this.scoreSize[a]!,
      a,
      this.scoreFee[b]!,
      this.scoreSize[b]!,
      b,
      this.hashWords,
    )

  // Keeps untouched ids in place and merges the re-scored ones in: O(n + k log k).
  private mergePending(): void {
    const fresh: number[] = []
    for (const id of this.pending) {
      this.pendingMark[id] = 0
      if (this.alive[id] !== 1) continue
      setScore(
        id,
        this.fee[id]!,
        this.size[id]!,
        this.ancFee[id]!,
        this.ancSize[id]!,
        this.scoreFee,
        this.scoreSize,
      )
      fresh.push(id)
    }
    // pendingMark is cleared above, so mark the fresh ids to drop their stale positions
    for (const id of fresh) this.pendingMark[id] = 2
    const sorted = Int32Array.from(fresh)
    sortByScore(sorted, this.scoreFee, this.scoreSize, this.hashWords)
    const next =
      this.spareOrder.length >= this.capacity ? this.spareOrder : new Int32Array(this.capacity)
    let n = 0
    let f = 0
    for (let i = 0; i < this.orderLength; i++) {
      const id = this.order[i]!
      if (this.alive[id] !== 1 || this.pendingMark[id] === 2) continue
      while (f < sorted.length && this.before(sorted[f]!, id)) next[n++] = sorted[f++]!
      next[n++] = id
    }
    while (f < sorted.length) next[n++] = sorted[f++]!
    for (const id of fresh) this.pendingMark[id] = 0
    this.pending = []
    this.orderHasDead = false
    this.spareOrder = this.order
    this.order = next
    this.orderLength = n
  }

  private allocate(): number {
    const reused = this.freeIds.pop()
    if (reused !== undefined) return reused
    const id = this.txid.length
    if (id >= this.capacity) this.grow(this.capacity * 2)
    this.txid.push('')
    this.parents.push(NONE)
    this.children.push(NONE)
    return id
  }

  private grow(capacity: number): void {
    this.alive = resized(this.alive, capacity)
    this.parentCount = resized(this.parentCount, capacity)
    this.childCount = resized(this.childCount, capacity)
    this.fee = resized(this.fee, capacity)
    this.weight = resized(this.weight, capacity)
    this.sigops = resized(this.sigops, capacity)
    this.size = resized(this.size, capacity)
    this.adjWeight = resized(this.adjWeight, capacity)
    this.hashWords = resized(this.hashWords, capacity * HASH_WORDS)
    this.ancFee = resized(this.ancFee, capacity)
    this.ancSize = resized(this.ancSize, capacity)
    this.ancSigops = resized(this.ancSigops, capacity)
    this.ancCount = resized(this.ancCount, capacity)
    this.scoreFee = resized(this.scoreFee, capacity)
    this.scoreSize = resized(this.scoreSize, capacity)
    this.pendingMark = resized(this.pendingMark, capacity)
    this.visitMark = resized(this.visitMark, capacity)
    this.stack = new Int32Array(capacity)
    this.order = resized(this.order, capacity)
    this.capacity = capacity
  }
}

type TypedArray = Uint8Array | Int32Array | Uint32Array | Float64Array

function resized<T extends TypedArray>(array: T, length: number): T {
  const next = new (array.constructor as new (n: number) => T)(length)
  next.set(array.subarray(0, Math.min(array.length, length)) as never)
  return next
}

function removeItem(list: number[], item: number): void {
  const i = list.indexOf(item)
  if (i >= 0) list.splice(i, 1)
}
