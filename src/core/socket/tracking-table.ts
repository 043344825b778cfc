// The active tracking of each kind (one value per key, as the server keeps it) and who set it, replayed in a
// fixed order after every (re)connect.
import type { TrackingKey } from '../client/contracts'
import type { ClientCommand } from '../api/ws-client'
import { RESUBSCRIBE_ORDER } from './stop-values'

interface ActiveTracking {
  value: unknown
  /** Identifies the track() call that set this value, so an older release does not stop a newer tracking. */
  owner: object
}

export class TrackingTable {
  private readonly active = new Map<TrackingKey, ActiveTracking>()

  /** Records `value` as the tracking of `key`; the returned owner is needed to release it. */
  set(key: TrackingKey, value: unknown): object {
    const owner = {}
    this.active.set(key, { value, owner })
    return owner
  }

  /** Ends the tracking of `key` if `owner` still holds it; false when a newer track() replaced it. */
  release(key: TrackingKey, owner: object): boolean {
    if (this.active.get(key)?.owner !== owner) return false
    this.active.delete(key)
    return true
  }

  /** The commands that restore every active tracking, in RESUBSCRIBE_ORDER (not the order they began). */
  replay(): ClientCommand[] {
    const commands: ClientCommand[] = []
    for (const key of RESUBSCRIBE_ORDER) {
      const tracking = this.active.get(key)
      if (tracking) commands.push({ [key]: tracking.value })
    }
    return commands
  }

  clear(): void {
    this.active.clear()
  }
}
