// The mempool as a graph of integer slots in typed arrays, with Core's ancestor sums kept up to date
// on every add/remove and the ancestor-score order (Core's mapTx ancestor_score index) kept sorted lazily.
// A child may arrive before its parent (a reorg returning mined txs): it is linked when the parent comes.
import { HASH_WORDS, writeHashWords } from './txid-order'
import { adjustedVsize } from './score'
import { ScoreOrder } from './score-order'
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
  hashWords = new Uint32Array(0)
  // ancestor sums over in-mempool ancestors, the tx included
  ancFee = new Float64Array(0)
  ancSize = new Float64Array(0)
  ancSigops = new Float64Array(0)
  ancCount = new Int32Array(0)
  // score pair (see setScore) for the sorted order
  scoreFee = new Float64Array(0)
  scoreSize = new Float64Array(0)
  private readonly order = new ScoreOrder(this)
  /** per slot: 1 when added, re-scored or re-linked since the assembler last copied the graph (see RankedMempool) */
  dirty = new Uint8Array(0)
  /** the slots marked in `dirty` */
  dirtyList: number[] = []
  /** parent txid not (yet) in the mempool → txids of the children that named it */
  private readonly waitingChildren = new Map<string, string[]>()
  /** per slot: the parent txids it named that were not in the mempool when it arrived */
  private waitingOn: (string[] | undefined)[] = []
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
        if (parent === undefined) this.wait(id, parentTxid)
        else if (parent !== id) this.link(parent, id)
      }
    }
    // children that arrived before these parents (e.g. a reorg returning mined txs) get linked now
    const adopted: number[] = []
    for (const id of added) {
      const waiting = this.waitingChildren.get(this.txid[id]!)
      if (waiting === undefined) continue
      this.waitingChildren.delete(this.txid[id]!)
      for (const childTxid of waiting) {
        const child = this.idOf.get(childTxid)
        if (child === undefined) continue
        this.stopWaiting(child, this.txid[id]!)
        this.link(id, child)
        adopted.push(child)
      }
    }
    for (const id of added) {
      this.computeAncestorSums(id)
      this.changed(id)
    }
    for (const child of adopted) {
      for (const d of [child, ...this.descendantsOf(child)]) {
        this.computeAncestorSums(d)
        this.changed(d)
      }
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
        this.changed(d)
      })
      for (const p of this.parents[id]!) {
        this.markDirty(p)
        removeItem(this.children[p]!, id)
        this.childCount[p]!--
      }
      for (const c of this.children[id]!) {
        removeItem(this.parents[c]!, id)
        this.parentCount[c]!--
        // the child still spends this tx: if it comes back (a reorg), they are linked again
        this.wait(c, txid)
      }
      this.parentCount[id] = 0
      this.childCount[id] = 0
      this.parents[id] = NONE
      this.children[id] = NONE
      for (const parentTxid of this.waitingOn[id] ?? []) this.stopWaiting(id, parentTxid)
      this.alive[id] = 0
      this.idOf.delete(txid)
      this.freeIds.push(id)
      this.count--
      removed.push(txid)
    }
    if (removed.length > 0) {
      this.version++
      this.order.removed()
    }
    return removed
  }

  /** Calls fn for every in-mempool descendant of id (not id itself), each once. */
  forEachDescendant(id: number, fn: (descendant: number) => void): void {
    for (const d of this.descendantsOf(id)) fn(d)
  }

  /** In-mempool descendants of id (not id itself). */
  descendantsOf(id: number): number[] {
    const marks = this.visitMark
    const generation = this.nextGeneration()
    const found: number[] = [id]
    marks[id] = generation
    for (let i = 0; i < found.length; i++) {
      for (const c of this.children[found[i]!]!) {
        if (marks[c] === generation) continue
        marks[c] = generation
        found.push(c)
      }
    }
    return found.slice(1)
  }

  /** Live ids in Core's ancestor-score order (best first). The view is valid until the next add/remove. */
  sortedOrder(): Int32Array {
    return this.order.view()
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

  /** Clears the dirty marks (the assembler has copied every marked slot). */
  clearDirty(): void {
    for (const id of this.dirtyList) this.dirty[id] = 0
    this.dirtyList = []
  }

  private markDirty(id: number): void {
    if (this.dirty[id] === 1) return
    this.dirty[id] = 1
    this.dirtyList.push(id)
  }

  private changed(id: number): void {
    this.order.changed(id)
    this.markDirty(id)
  }

  private link(parent: number, child: number): void {
    if (this.parents[child]!.includes(parent)) return
    this.markDirty(parent)
    this.markDirty(child)
    if (this.parents[child] === NONE) this.parents[child] = []
    if (this.children[parent] === NONE) this.children[parent] = []
    this.parents[child]!.push(parent)
    this.children[parent]!.push(child)
    this.parentCount[child]!++
    this.childCount[parent]!++
  }

  private wait(child: number, parentTxid: string): void {
    const children = this.waitingChildren.get(parentTxid)
    if (children === undefined) this.waitingChildren.set(parentTxid, [this.txid[child]!])
    else children.push(this.txid[child]!)
    const waiting = this.waitingOn[child]
    if (waiting === undefined) this.waitingOn[child] = [parentTxid]
    else waiting.push(parentTxid)
  }

  private stopWaiting(child: number, parentTxid: string): void {
    const children = this.waitingChildren.get(parentTxid)
    if (children !== undefined) {
      removeItem(children, this.txid[child]!)
      if (children.length === 0) this.waitingChildren.delete(parentTxid)
    }
    const waiting = this.waitingOn[child]
    if (waiting !== undefined) {
      removeItem(waiting, parentTxid)
      if (waiting.length === 0) this.waitingOn[child] = undefined
    }
  }

  private allocate(): number {
    const reused = this.freeIds.pop()
    if (reused !== undefined) return reused
    const id = this.txid.length
    if (id >= this.capacity) this.grow(this.capacity * 2)
    this.txid.push('')
    this.waitingOn.push(undefined)
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
    this.hashWords = resized(this.hashWords, capacity * HASH_WORDS)
    this.ancFee = resized(this.ancFee, capacity)
    this.ancSize = resized(this.ancSize, capacity)
    this.ancSigops = resized(this.ancSigops, capacity)
    this.ancCount = resized(this.ancCount, capacity)
    this.scoreFee = resized(this.scoreFee, capacity)
    this.scoreSize = resized(this.scoreSize, capacity)
    this.order.grow(capacity)
    this.dirty = resized(this.dirty, capacity)
    this.visitMark = resized(this.visitMark, capacity)
    this.stack = new Int32Array(capacity)
    this.capacity = capacity
  }
}

type TypedArray = Uint8Array | Int32Array | Uint32Array | Float64Array

function resized<T extends TypedArray>(array: T, length: number): T {
  const next = new (array.constructor as new (n: number) => T)(length)
  next.set(array.subarray(0, Math.min(array.length, length)) as never)
  return next
}

function removeItem<T>(list: T[], item: T): void {
  const i = list.indexOf(item)
  if (i >= 0) list.splice(i, 1)
}
