// Per-slot columns of the layout (structure of arrays, no object per transaction) and slot recycling.
// A slot freed by one update is handed out again no earlier than the next one, so the renderer never
// sees a slot leave and arrive in the same delta.
export class SlotTable {
  x = new Uint16Array(0)
  y = new Int32Array(0)
  side = new Uint16Array(0)
  rate = new Float64Array(0)
  live = new Uint8Array(0)
  /** Every slot ever handed out is below `count`. */
  count = 0
  liveCount = 0
  private free = new Int32Array(0)
  private freeLength = 0
  private pending = new Int32Array(0)
  private pendingLength = 0

  get capacity(): number {
    return this.live.length
  }

  /** Slots 0 … n − 1 become live and nothing is recycled. */
  resetTo(n: number): void {
    this.ensure(n)
    this.live.fill(0, n, this.count)
    this.live.fill(1, 0, n)
    this.count = n
    this.liveCount = n
    this.freeLength = 0
    this.pendingLength = 0
  }

  /** Slots freed by the previous update become available. */
  recycle(): void {
    if (this.free.length < this.freeLength + this.pendingLength) {
      this.free = copyInto(new Int32Array(this.capacity), this.free)
    }
    this.free.set(this.pending.subarray(0, this.pendingLength), this.freeLength)
    this.freeLength += this.pendingLength
    this.pendingLength = 0
  }

  allocate(): number {
    const slot = this.freeLength > 0 ? this.free[--this.freeLength]! : this.count++
    this.ensure(this.count)
    this.live[slot] = 1
    this.liveCount++
    return slot
  }

  release(slot: number): void {
    this.live[slot] = 0
    this.liveCount--
    if (this.pending.length <= this.pendingLength) {
      this.pending = copyInto(new Int32Array(Math.max(16, this.pending.length * 2)), this.pending)
    }
    this.pending[this.pendingLength++] = slot
  }

  private ensure(n: number): void {
    const capacity = this.capacity
    if (n <= capacity) return
    const next = Math.max(n, capacity * 2, 16)
    this.x = copyInto(new Uint16Array(next), this.x)
    this.y = copyInto(new Int32Array(next), this.y)
    this.side = copyInto(new Uint16Array(next), this.side)
    this.rate = copyInto(new Float64Array(next), this.rate)
    this.live = copyInto(new Uint8Array(next), this.live)
  }
}

interface NumberColumn extends ArrayLike<number> {
  set(values: ArrayLike<number>, offset?: number): void
}

function copyInto<T extends NumberColumn>(to: T, from: T): T {
  to.set(from)
  return to
}
