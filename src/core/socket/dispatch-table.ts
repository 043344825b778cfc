// Incoming messages dispatched from a table keyed by message type: one frame carries several types, and each
// value goes to the handlers of its key only. A throwing handler is reported and the others still run.
import type { ServerMessageKey } from '../client/contracts'
import { splitFrame, type ServerFrame, type ServerMessages } from '../api/ws-server'

type AnyHandler = (value: unknown) => void

export class DispatchTable {
  private readonly handlers = new Map<string, Set<AnyHandler>>()

  constructor(private readonly reportError: (error: unknown) => void) {}

  /** Adds a handler for `key`; the returned function removes it. */
  add<K extends ServerMessageKey>(key: K, handler: (value: ServerMessages[K]) => void): () => void {
    const stored = handler as AnyHandler
    let set = this.handlers.get(key)
    if (!set) {
      set = new Set()
      this.handlers.set(key, set)
    }
    set.add(stored)
    return () => {
      const current = this.handlers.get(key)
      current?.delete(stored)
      if (current?.size === 0) this.handlers.delete(key)
    }
  }

  dispatch(frame: ServerFrame): void {
    for (const message of splitFrame(frame)) {
      const set = this.handlers.get(message.type)
      if (!set) continue
      // A snapshot, so a handler may remove itself (or others) while we iterate.
      for (const handler of [...set]) this.call(handler, message.value)
    }
  }

  clear(): void {
    this.handlers.clear()
  }

  private call(handler: AnyHandler, value: unknown): void {
    try {
      handler(value)
    } catch (error) {
      this.reportError(error)
    }
  }
}
