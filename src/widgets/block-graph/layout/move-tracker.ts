// Remembers where squares stood before an update, so only those whose x or y really changed are
// reported (the renderer uploads just those).
import type { SlotTable } from './slot-table'

export class MoveTracker {
  private stamp = new Int32Array(0)
  private oldX = new Uint16Array(0)
  private oldY = new Int32Array(0)
  private touched = new Int32Array(16)
  private length = 0
  private generation = 0

  begin(capacity: number): void {
    if (this.stamp.length < capacity) {
      const stamp = new Int32Array(capacity)
      stamp.set(this.stamp)
      this.stamp = stamp
      this.oldX = new Uint16Array(capacity)
      this.oldY = new Int32Array(capacity)
    }
    this.generation++
    this.length = 0
  }

  /** A slot that arrives in this update: reported as added, never as moved. */
  markNew(slot: number): void {
    this.stamp[slot] = this.generation
  }

  /** Call before a square leaves (x, y); only its first position in the update is kept. */
  touch(slot: number, x: number, y: number): void {
    if (this.stamp[slot] === this.generation) return
    this.stamp[slot] = this.generation
    this.oldX[slot] = x
    this.oldY[slot] = y
    if (this.length === this.touched.length) {
      const grown = new Int32Array(this.length * 2)
      grown.set(this.touched)
      this.touched = grown
    }
    this.touched[this.length++] = slot
  }

  /** Touched slots that are alive and stand somewhere else now. */
  moved(slots: SlotTable): Int32Array {
    const out = new Int32Array(this.length)
    let n = 0
    for (let i = 0; i < this.length; i++) {
      const slot = this.touched[i]!
      if (slots.live[slot] !== 1) continue
      if (slots.x[slot] !== this.oldX[slot] || slots.y[slot] !== this.oldY[slot]) out[n++] = slot
    }
    return out.slice(0, n)
  }
}
