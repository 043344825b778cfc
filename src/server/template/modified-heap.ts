// Indexed binary max-heap of ranked txs by (score fee / score size, then hash): Core's mapModifiedTx
// ancestor_score view. Each heap position also keeps the score as a float: correctly rounded division is monotonic,
// so different floats already order two scores and only equal floats need the exact comparison.
import { scoreBeforeRanked } from './score'
// local copy of an import used in hot loops (tsx's CommonJS output reads imported bindings through getters)
const rankedBefore = scoreBeforeRanked

export class ModifiedHeap {
  private heap: Int32Array
  private keys: Float64Array
  /** position of each rank in the heap, −1 when absent */
  readonly position: Int32Array
  private length = 0

  constructor(
    capacity: number,
    private readonly scoreFee: Float64Array,
    private readonly scoreSize: Int32Array,
    /** rank → graph slot, for the hash tie-break */
    readonly slotOf: Int32Array,
    readonly hashWords: Uint32Array,
  ) {
    this.heap = new Int32Array(capacity)
    this.keys = new Float64Array(capacity)
    this.position = new Int32Array(capacity).fill(-1)
  }

  get size(): number {
    return this.length
  }

  has(id: number): boolean {
    return this.position[id]! >= 0
  }

  top(): number {
    return this.length > 0 ? this.heap[0]! : -1
  }

  /** Inserts id, or restores heap order after its score changed. */
  upsert(id: number): void {
    const key = this.scoreFee[id]! / this.scoreSize[id]!
    let at = this.position[id]!
    if (at < 0) {
      at = this.length++
      this.heap[at] = id
      this.position[id] = at
    }
    this.keys[at] = key
    if (!this.siftUp(at)) this.siftDown(at)
  }

  delete(id: number): void {
    const at = this.position[id]!
    if (at < 0) return
    this.position[id] = -1
    this.length--
    if (at === this.length) return
    const last = this.heap[this.length]!
    this.heap[at] = last
    this.keys[at] = this.keys[this.length]!
    this.position[last] = at
    if (!this.siftUp(at)) this.siftDown(at)
  }

  clear(): void {
    for (let i = 0; i < this.length; i++) this.position[this.heap[i]!] = -1
    this.length = 0
  }

  // heap position a holds a better score than position b
  private before(a: number, b: number): boolean {
    const keyA = this.keys[a]!
    const keyB = this.keys[b]!
    if (keyA !== keyB) return keyA > keyB
    const x = this.heap[a]!
    const y = this.heap[b]!
    const { scoreFee, scoreSize } = this
    return rankedBefore(
      scoreFee[x]!,
      scoreSize[x]!,
      x,
      scoreFee[y]!,
      scoreSize[y]!,
      y,
      this.slotOf,
      this.hashWords,
    )
  }

  private swap(a: number, b: number): void {
    const x = this.heap[a]!
    const y = this.heap[b]!
    this.heap[a] = y
    this.heap[b] = x
    this.position[y] = a
    this.position[x] = b
    const key = this.keys[a]!
    this.keys[a] = this.keys[b]!
    this.keys[b] = key
  }

  private siftUp(start: number): boolean {
    let at = start
    while (at > 0) {
      const parentAt = (at - 1) >> 1
      if (!this.before(at, parentAt)) break
      this.swap(at, parentAt)
      at = parentAt
    }
    return at !== start
  }

  private siftDown(start: number): void {
    let at = start
    for (;;) {
      const left = 2 * at + 1
      if (left >= this.length) break
      const right = left + 1
      const best = right < this.length && this.before(right, left) ? right : left
      if (!this.before(best, at)) break
      this.swap(at, best)
      at = best
    }
  }
}
