// The `want` names the page needs, counted per name: the server gets the whole sorted list, and only when a
// name joins or leaves it.
import type { WantName } from '../api/ws-client'

export class WantSet {
  private readonly counts = new Map<WantName, number>()

  /** Counts one more user of `name`; true when the name is new to the list. */
  add(name: WantName): boolean {
    const count = this.counts.get(name) ?? 0
    this.counts.set(name, count + 1)
    return count === 0
  }

  /** Counts one user less; true when the name left the list. */
  remove(name: WantName): boolean {
    const left = (this.counts.get(name) ?? 1) - 1
    if (left > 0) {
      this.counts.set(name, left)
      return false
    }
    this.counts.delete(name)
    return true
  }

  get size(): number {
    return this.counts.size
  }

  /** The `want` command's data: every name, sorted. */
  list(): WantName[] {
    return [...this.counts.keys()].sort()
  }

  clear(): void {
    this.counts.clear()
  }
}
