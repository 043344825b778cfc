// The active tracking of each kind (one value per key, as the server keeps it) and who set it, replayed in a
// fixed order after every (re)connect. Every holder is remembered, newest last: the newest one's value is the
// active one, and when it lets go while older holders remain, the next newest value is tracked again (a page
// that switched from one projected block to another and quickly back still gets frames for the first).
import type { TrackingKey } from '../client/contracts'
import type { ClientCommand } from '../api/ws-client'
import { RESUBSCRIBE_ORDER } from './stop-values'

interface Holder {
  value: unknown
  /** Identifies the track() call that set this value, so an older release does not stop a newer tracking. */
  owner: object
}

/** What a release asks of the socket: nothing, the stop value, or tracking an older holder's value again. */
export type Release = { kind: 'none' } | { kind: 'stop' } | { kind: 'restore'; value: unknown }

export class TrackingTable {
  private readonly holders = new Map<TrackingKey, Holder[]>()

  /** Records `value` as the tracking of `key`; the returned owner is needed to release it. */
  set(key: TrackingKey, value: unknown): object {
    const owner = {}
    const list = this.holders.get(key) ?? []
    list.push({ value, owner })
    this.holders.set(key, list)
    return owner
  }

  /** Drops `owner`'s hold on `key`; only the active (newest) holder's release changes what is tracked. */
  release(key: TrackingKey, owner: object): Release {
    const list = this.holders.get(key)
    const at = list?.findIndex((holder) => holder.owner === owner) ?? -1
    if (!list || at < 0) return { kind: 'none' }
    const wasActive = at === list.length - 1
    list.splice(at, 1)
    if (!wasActive) return { kind: 'none' }
    const next = list.at(-1)
    if (next) return { kind: 'restore', value: next.value }
    this.holders.delete(key)
    return { kind: 'stop' }
  }

  /** The commands that restore every active tracking, in RESUBSCRIBE_ORDER (not the order they began). */
  replay(): ClientCommand[] {
    const commands: ClientCommand[] = []
    for (const key of RESUBSCRIBE_ORDER) {
      const active = this.holders.get(key)?.at(-1)
      if (active) commands.push({ [key]: active.value })
    }
    return commands
  }

  clear(): void {
    this.holders.clear()
  }
}
