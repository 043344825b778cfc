// Indexed binary max-heap of ranked txs by (score fee, score size, hash): Core's mapModifiedTx ancestor_score view.
import { scoreBeforeRanked } from './score'

export class ModifiedHeap {
  private heap: Int32Array
  /** position of each slot in the heap, −1 when absent */
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
    const at = this.position[id]!
    if (at < 0) {
      this.heap[this.length] = id
      this.position[id] = this.length
      this.length++
      this.siftUp(this.length - 1)
      return
    }
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
    this.position[last] = at
    if (!this.siftUp(at)) this.siftDown(at)
  }

  clear(): void {
    for (let i = 0; i < this.length; i++) this.position[this.heap[i]!] = -1
    this.length = 0
  }

  private before(a: number, b: number): boolean {
    const { scoreFee, scoreSize } = this
    return scoreBeforeRanked(
      scoreFee[a]!,
      scoreSize[a]!,
      a,
      scoreFee[b]!,
      scoreSize[b]!,
      b,
      this.slotOf,
      this.hashWords,
    )
  }

  private siftUp(start: number): boolean {
    let at = start
    const id = this.heap[at]!
    while (at > 0) {
      const parentAt = (at - 1) >> 1
      const parent = this.heap[parentAt]!
      if (!this.before(id, parent)) break
      this.heap[at] = parent
      this.position[parent] = at
      at = parentAt
    }
    this.heap[at] = id
    this.position[id] = at
    return at !== start
  }

  private siftDown(start: number): void {
    let at = start
    const id = this.heap[at]!
    for (;;) {
      const left = 2 * at + 1
      if (left >= this.length) break
      const right = left + 1
      let best = left
      if (right < this.length && this.before(this.heap[right]!, this.heap[left]!)) best = right
      const child = this.heap[best]!
      if (!this.before(child, id)) break
      this.heap[at] = child
      this.position[child] = at
      at = best
    }
    this.heap[at] = id
    this.position[id] = at
  }
}
