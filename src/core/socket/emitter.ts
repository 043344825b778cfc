// A minimal typed event emitter: the socket layers talk to each other through these events.

export type Unbind = () => void

type Listener<Args extends unknown[]> = (...args: Args) => void

export class Emitter<Events extends { [name: string]: unknown[] }> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never[]>>>()

  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): Unbind {
    let set = this.listeners.get(event)
    if (!set) {
      set = new Set()
      this.listeners.set(event, set)
    }
    const stored = listener as unknown as Listener<never[]>
    set.add(stored)
    return () => {
      set.delete(stored)
    }
  }

  emit<E extends keyof Events>(event: E, ...args: Events[E]): void {
    const set = this.listeners.get(event)
    if (!set) return
    // A snapshot, so a listener may unbind itself (or others) while we iterate.
    for (const listener of [...set]) (listener as unknown as Listener<Events[E]>)(...args)
  }
}
