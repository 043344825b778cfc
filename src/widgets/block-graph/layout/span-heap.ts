// A binary min-heap of (key, span) pairs in typed arrays: gravity's work list, keyed by row × width + x
// so squares are visited by (y, x) as the reference's full pass would.
export class SpanHeap {
  private keys = new Float64Array(64)
  private spans = new Int32Array(64)
  length = 0
  /** The pair `pop` took out last. */
  key = 0
  span = 0

  clear(): void {
    this.length = 0
  }

  push(key: number, span: number): void {
    if (this.length === this.keys.length) this.grow()
    let at = this.length++
    while (at > 0) {
      const parent = (at - 1) >> 1
      if (this.keys[parent]! <= key) break
      this.keys[at] = this.keys[parent]!
      this.spans[at] = this.spans[parent]!
      at = parent
    }
    this.keys[at] = key
    this.spans[at] = span
  }

  /** Takes the smallest key out into `key`/`span`; false when empty. */
  pop(): boolean {
    if (this.length === 0) return false
    this.key = this.keys[0]!
    this.span = this.spans[0]!
    const lastKey = this.keys[--this.length]!
    const lastSpan = this.spans[this.length]!
    let at = 0
    for (;;) {
      let child = 2 * at + 1
      if (child >= this.length) break
      if (child + 1 < this.length && this.keys[child + 1]! < this.keys[child]!) child++
      if (this.keys[child]! >= lastKey) break
      this.keys[at] = this.keys[child]!
      this.spans[at] = this.spans[child]!
      at = child
    }
    this.keys[at] = lastKey
    this.spans[at] = lastSpan
    return true
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2)
    keys.set(this.keys)
    this.keys = keys
    const spans = new Int32Array(this.spans.length * 2)
    spans.set(this.spans)
    this.spans = spans
  }
}
