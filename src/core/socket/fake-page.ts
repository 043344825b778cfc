// A stand-in for `document` (visibilitychange) and `window` (online) in socket tests.
import type { VisibilityTarget } from './reconnect'

export class FakePageTarget implements VisibilityTarget {
  visibilityState: 'visible' | 'hidden' = 'visible'
  private readonly listeners = new Map<string, Set<() => void>>()

  get hidden(): boolean {
    return this.visibilityState === 'hidden'
  }

  addEventListener(type: string, listener: () => void): void {
    const set = this.listeners.get(type) ?? new Set()
    set.add(listener)
    this.listeners.set(type, set)
  }

  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener)
  }

  listenerCount(): number {
    let count = 0
    for (const set of this.listeners.values()) count += set.size
    return count
  }

  fire(type: string): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener()
  }

  /** Hide or show the page and fire `visibilitychange`. */
  setVisible(visible: boolean): void {
    this.visibilityState = visible ? 'visible' : 'hidden'
    this.fire('visibilitychange')
  }
}
