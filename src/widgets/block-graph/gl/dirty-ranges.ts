// Instance slots written since the last upload, kept as sorted, disjoint half-open ranges [from, to).
// Overlapping and touching ranges merge, so a frame makes one bufferSubData call per run of changed
// slots. Writing slots in increasing order (a new scene) only ever extends the last range: O(1).

export class DirtyRanges {
  private starts: number[] = []
  private ends: number[] = []

  /** Number of separate ranges. */
  get size(): number {
    return this.starts.length
  }

  /** Marks slots [from, to) as changed. */
  mark(from: number, to: number): void {
    if (to <= from) return
    const last = this.ends.length - 1
    const lastEnd = this.ends[last]
    if (lastEnd === undefined || from > lastEnd) {
      this.starts.push(from)
      this.ends.push(to)
      return
    }
    if (from >= (this.starts[last] ?? 0)) {
      this.ends[last] = Math.max(lastEnd, to)
      return
    }
    this.insert(from, to)
  }

  /** Marks one slot. */
  markSlot(slot: number): void {
    this.mark(slot, slot + 1)
  }

  /** The merged ranges as [from, to) pairs, lowest first; empties the set. */
  take(): Array<[number, number]> {
    const ranges = this.starts.map((from, index): [number, number] => [
      from,
      this.ends[index] ?? from,
    ])
    this.clear()
    return ranges
  }

  clear(): void {
    this.starts = []
    this.ends = []
  }

  /** General case: merge [from, to) with every range it overlaps or touches. */
  private insert(from: number, to: number): void {
    const first = this.firstEndingAtOrAfter(from)
    let last = first
    while (last < this.starts.length && (this.starts[last] ?? 0) <= to) last++
    if (last === first) {
      this.starts.splice(first, 0, from)
      this.ends.splice(first, 0, to)
      return
    }
    const start = Math.min(from, this.starts[first] ?? from)
    const end = Math.max(to, this.ends[last - 1] ?? to)
    this.starts.splice(first, last - first, start)
    this.ends.splice(first, last - first, end)
  }

  /** Index of the first range whose end is ≥ `slot` (binary search over the sorted ends). */
  private firstEndingAtOrAfter(slot: number): number {
    let low = 0
    let high = this.ends.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((this.ends[middle] ?? 0) < slot) low = middle + 1
      else high = middle
    }
    return low
  }
}
