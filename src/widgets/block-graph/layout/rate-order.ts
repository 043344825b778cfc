// Placement order: by rate, highest first, ties in the order given (reference §4.7 step 2). A stable
// LSD radix sort on the rates' IEEE-754 bits: no comparator calls, linear in the number of slots, which
// is what keeps a cold 60,000-tx layout fast.

/** A rate the sort can compare: anything not a finite number counts as 0 (and −0 as +0). */
export function sortableRate(rate: number): number {
  return Number.isFinite(rate) ? rate + 0 : 0
}

const SMALL = 32

export class RateSorter {
  private bits = new Float64Array(0)
  private words = new Uint32Array(0)
  private keyLow = new Uint32Array(0)
  private keyHigh = new Uint32Array(0)
  private order = new Int32Array(0)
  private spare = new Int32Array(0)
  private readonly counts = new Int32Array(256)

  /** Sorts `slots` in place by `rate[slot]`, highest first; equal rates keep their order in `slots`. */
  sort(slots: Int32Array, rate: Float64Array): void {
    const n = slots.length
    if (n < 2) return
    if (n <= SMALL) {
      insertionSort(slots, rate)
      return
    }
    this.ensure(n)
    this.fillKeys(slots, rate, n)
    let order = this.order
    let spare = this.spare
    for (let i = 0; i < n; i++) order[i] = i
    for (let pass = 0; pass < 8; pass++) {
      const keys = pass < 4 ? this.keyLow : this.keyHigh
      if (this.countDigits(order, keys, (pass & 3) * 8, n)) {
        this.scatter(order, spare, keys, (pass & 3) * 8, n)
        const swap = order
        order = spare
        spare = swap
      }
    }
    const input = order === this.order ? this.spare : this.order
    for (let i = 0; i < n; i++) input[i] = slots[i]!
    for (let i = 0; i < n; i++) slots[i] = input[order[i]!]!
  }

  /**
   * Keys that sort ascending for descending rates: flip all bits but the sign of positive numbers.
   * Reads the doubles' words little-endian, as every engine the widgets run on stores them.
   */
  private fillKeys(slots: Int32Array, rate: Float64Array, n: number): void {
    const bits = this.bits
    for (let i = 0; i < n; i++) bits[i] = rate[slots[i]!]!
    const words = this.words
    for (let i = 0; i < n; i++) {
      const low = words[2 * i]!
      const high = words[2 * i + 1]!
      const negative = high >>> 31 === 1
      this.keyLow[i] = negative ? low : ~low >>> 0
      this.keyHigh[i] = negative ? high : (high ^ 0x7fffffff) >>> 0
    }
  }

  /** Histogram of one byte; false when every key has the same byte there (the pass can be skipped). */
  private countDigits(order: Int32Array, keys: Uint32Array, shift: number, n: number): boolean {
    const counts = this.counts
    counts.fill(0)
    for (let i = 0; i < n; i++) counts[(keys[order[i]!]! >>> shift) & 255]!++
    let total = 0
    for (let d = 0; d < 256; d++) {
      const c = counts[d]!
      if (c === n) return false
      counts[d] = total
      total += c
    }
    return true
  }

  private scatter(
    from: Int32Array,
    to: Int32Array,
    keys: Uint32Array,
    shift: number,
    n: number,
  ): void {
    const counts = this.counts
    for (let i = 0; i < n; i++) {
      const at = from[i]!
      to[counts[(keys[at]! >>> shift) & 255]!++] = at
    }
  }

  private ensure(n: number): void {
    if (this.order.length >= n) return
    const size = Math.max(n, this.order.length * 2)
    this.bits = new Float64Array(size)
    this.words = new Uint32Array(this.bits.buffer)
    this.keyLow = new Uint32Array(size)
    this.keyHigh = new Uint32Array(size)
    this.order = new Int32Array(size)
    this.spare = new Int32Array(size)
  }
}

function insertionSort(slots: Int32Array, rate: Float64Array): void {
  for (let i = 1; i < slots.length; i++) {
    const slot = slots[i]!
    const r = rate[slot]!
    let j = i - 1
    while (j >= 0 && rate[slots[j]!]! < r) {
      slots[j + 1] = slots[j]!
      j--
    }
    slots[j + 1] = slot
  }
}
