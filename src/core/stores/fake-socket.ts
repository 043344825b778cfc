// A LiveSocket stand-in for store tests: records every want/track/send and lets the test deliver
// server frames. A frame's keys reach their listeners synchronously in key order, as a real socket would.
import { atom } from 'nanostores'
import type { ClientCommand, WantName } from '../api/ws-client'
import type { ServerFrame, ServerMessages } from '../api/ws-server'
import type {
  ConnectionState,
  LiveSocket,
  ServerMessageKey,
  TrackingKey,
} from '../client/contracts'

type AnyHandler = (value: never) => void

export interface FakeSocket extends LiveSocket {
  readonly $state: ReturnType<typeof atom<ConnectionState>>
  /** Every want call, in order (releases are in `released`). */
  readonly wants: WantName[]
  /** Every track call, in order. */
  readonly tracks: { key: TrackingKey; value: unknown }[]
  /** Tracking and want releases, e.g. 'want:stats' or 'track-tx:<txid>'. */
  readonly released: string[]
  readonly sent: ClientCommand[]
  /** Wanted names with a live reference count. */
  activeWants(): WantName[]
  /** Active trackings (key → value). */
  activeTracks(): Map<TrackingKey, unknown>
  listenerCount(key?: ServerMessageKey): number
  /** Deliver one server frame. */
  emit(frame: ServerFrame): void
  /** Simulate a (re)connection: state 2, then every onOpen handler. */
  open(): void
}

export function createFakeSocket(): FakeSocket {
  const $state = atom<ConnectionState>(0)
  const listeners = new Map<string, Set<AnyHandler>>()
  const wantCounts = new Map<WantName, number>()
  const trackings = new Map<TrackingKey, { value: unknown; token: object }>()
  const openHandlers = new Set<() => void>()
  const wants: WantName[] = []
  const tracks: { key: TrackingKey; value: unknown }[] = []
  const released: string[] = []
  const sent: ClientCommand[] = []

  return {
    $state,
    wants,
    tracks,
    released,
    sent,
    on<K extends ServerMessageKey>(key: K, handler: (value: ServerMessages[K]) => void) {
      let set = listeners.get(key)
      if (!set) listeners.set(key, (set = new Set()))
      const stored = handler as AnyHandler
      set.add(stored)
      return () => {
        listeners.get(key)?.delete(stored)
      }
    },
    want(name) {
      wants.push(name)
      wantCounts.set(name, (wantCounts.get(name) ?? 0) + 1)
      let done = false
      return () => {
        if (done) return
        done = true
        released.push(`want:${name}`)
        wantCounts.set(name, (wantCounts.get(name) ?? 1) - 1)
      }
    },
    track(key, value) {
      tracks.push({ key, value })
      const token = {}
      trackings.set(key, { value, token })
      return () => {
        if (trackings.get(key)?.token !== token) return
        trackings.delete(key)
        released.push(`${key}:${String(value)}`)
      }
    },
    send(command) {
      sent.push(command)
    },
    onOpen(handler) {
      openHandlers.add(handler)
      return () => {
        openHandlers.delete(handler)
      }
    },
    activeWants() {
      return [...wantCounts].filter(([, n]) => n > 0).map(([name]) => name)
    },
    activeTracks() {
      return new Map([...trackings].map(([key, t]) => [key, t.value]))
    },
    listenerCount(key) {
      if (key) return listeners.get(key)?.size ?? 0
      let n = 0
      for (const set of listeners.values()) n += set.size
      return n
    },
    emit(frame) {
      for (const [key, value] of Object.entries(frame)) {
        if (value === undefined || value === null) continue
        for (const handler of [...(listeners.get(key) ?? [])])
          (handler as (v: unknown) => void)(value)
      }
    },
    open() {
      $state.set(2)
      for (const handler of [...openHandlers]) handler()
    },
  }
}
