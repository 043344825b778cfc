// The page's live connection to one API base: reference-counted, with wants and trackings that survive
// reconnects, and incoming messages dispatched from a table keyed by message type.
import { atom, readonlyType } from 'nanostores'
import type {
  ConnectionState,
  LiveSocket,
  ServerMessageKey,
  TrackingKey,
} from '../client/contracts'
import type { ClientCommand, WantName } from '../api/ws-client'
import { splitFrame, type ServerFrame, type ServerMessages } from '../api/ws-server'
import { Reconnect, type ReconnectOptions, type TimerId } from './reconnect'
import { MEMPOOL_BLOCK_STOP_DELAY_MS, RESUBSCRIBE_ORDER, TRACKING_STOP_VALUES } from './stop-values'
import { ConnectionError, WsConnection, type WebSocketClass } from './ws-connection'

export interface LiveSocketOptions extends ReconnectOptions {
  /** The websocket endpoint (see wsUrlFor). */
  url: string
  WebSocket: WebSocketClass
  /** Delay before a released `track-mempool-block` sends -1, ms (reference: 2,000). */
  mempoolBlockStopDelayMs?: number
}

export interface LiveSocketHandle extends LiveSocket {
  readonly url: string
  /**
   * Unusable frames, transport failures and exceptions thrown by handlers. Without a listener, all but
   * transport failures go to console.error.
   */
  onError(handler: (error: Error) => void): () => void
  /** Close the connection for good and cancel every timer. */
  destroy(): void
}

type AnyHandler = (value: unknown) => void

interface ActiveTracking {
  value: unknown
  /** Identifies the track() call that set this value, so an older release does not stop a newer tracking. */
  owner: object
}

/** Wrap a release so calling it twice releases once. */
function once(release: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    release()
  }
}

export function createLiveSocket(options: LiveSocketOptions): LiveSocketHandle {
  const setTimer =
    options.setTimeout ?? ((callback: () => void, ms: number): TimerId => setTimeout(callback, ms))
  const clearTimer =
    options.clearTimeout ??
    ((id: TimerId): void => clearTimeout(id as ReturnType<typeof setTimeout>))
  const mempoolBlockStopDelayMs = options.mempoolBlockStopDelayMs ?? MEMPOOL_BLOCK_STOP_DELAY_MS
  const reconnect = new Reconnect(new WsConnection(options.url, options.WebSocket), {
    ...options,
    setTimeout: setTimer,
    clearTimeout: clearTimer,
  })

  const $state = atom<ConnectionState>(0)
  const handlers = new Map<string, Set<AnyHandler>>()
  const openHandlers = new Set<() => void>()
  const errorHandlers = new Set<(error: Error) => void>()
  const wantCounts = new Map<WantName, number>()
  const trackings = new Map<TrackingKey, ActiveTracking>()
  let pendingMempoolBlockStop: TimerId | undefined
  let users = 0

  function reportError(error: unknown): void {
    const err = error instanceof Error ? error : new Error(String(error))
    if (errorHandlers.size === 0) {
      // Transport failures already show in $state (and the browser logs them); the rest is a bug somewhere.
      if (!(err instanceof ConnectionError && err.kind === 'transport')) console.error(err)
      return
    }
    for (const handler of [...errorHandlers]) handler(err)
  }

  // Reference counting: any listener, want or tracking keeps the connection; the last release closes it.
  function acquire(): void {
    users += 1
    if (users === 1) reconnect.connect()
  }
  function release(): void {
    users -= 1
    if (users === 0) reconnect.disconnect()
  }

  function sendCommand(command: ClientCommand): void {
    reconnect.send(command)
  }

  function sendWants(): void {
    const data = [...wantCounts.keys()].sort()
    sendCommand({ action: 'want', data })
  }

  /** Replays the active trackings in the fixed RESUBSCRIBE_ORDER, not in the order they were started. */
  function sendTrackings(): void {
    for (const key of RESUBSCRIBE_ORDER) {
      const tracking = trackings.get(key)
      if (tracking) reconnect.send({ [key]: tracking.value })
    }
  }

  function runOpenHandlers(): void {
    for (const handler of [...openHandlers]) {
      try {
        handler()
      } catch (error) {
        reportError(error)
      }
    }
  }

  function cancelMempoolBlockStop(): void {
    if (pendingMempoolBlockStop === undefined) return
    clearTimer(pendingMempoolBlockStop)
    pendingMempoolBlockStop = undefined
    release()
  }

  /** The -1 waits a little (holding the connection) in case another block is tracked right away. */
  function scheduleMempoolBlockStop(): void {
    cancelMempoolBlockStop()
    acquire()
    pendingMempoolBlockStop = setTimer(() => {
      pendingMempoolBlockStop = undefined
      sendCommand({ 'track-mempool-block': TRACKING_STOP_VALUES['track-mempool-block'] })
      release()
    }, mempoolBlockStopDelayMs)
  }

  reconnect.on('state', (state) => $state.set(state))
  reconnect.on('error', reportError)
  reconnect.on('connect', () => {
    // The server keeps nothing per connection: start over, then replay what this page still needs.
    sendCommand({ action: 'init' })
    if (wantCounts.size > 0) sendWants()
    sendTrackings()
    runOpenHandlers()
  })
  reconnect.on('resync', () => {
    // Back from a hidden tab: full lists again, and stores drop their sequence state in onOpen.
    sendTrackings()
    runOpenHandlers()
  })
  reconnect.on('message', (frame) => {
    // One frame carries several message types; each goes to the handlers of its key only.
    for (const message of splitFrame(frame as ServerFrame)) {
      const set = handlers.get(message.type)
      if (!set) continue
      for (const handler of [...set]) {
        try {
          handler(message.value)
        } catch (error) {
          reportError(error)
        }
      }
    }
  })

  return {
    url: options.url,
    $state: readonlyType($state),

    on<K extends ServerMessageKey>(
      key: K,
      handler: (value: ServerMessages[K]) => void,
    ): () => void {
      const stored = handler as AnyHandler
      let set = handlers.get(key)
      if (!set) {
        set = new Set()
        handlers.set(key, set)
      }
      set.add(stored)
      acquire()
      return once(() => {
        const current = handlers.get(key)
        current?.delete(stored)
        if (current?.size === 0) handlers.delete(key)
        release()
      })
    },

    want(name: WantName): () => void {
      const count = wantCounts.get(name) ?? 0
      wantCounts.set(name, count + 1)
      acquire()
      if (count === 0) sendWants()
      return once(() => {
        const left = (wantCounts.get(name) ?? 1) - 1
        if (left > 0) {
          wantCounts.set(name, left)
        } else {
          wantCounts.delete(name)
          sendWants()
        }
        release()
      })
    },

    track<K extends TrackingKey>(key: K, value: NonNullable<ClientCommand[K]>): () => void {
      const owner = {}
      acquire()
      if (key === 'track-mempool-block') cancelMempoolBlockStop()
      trackings.set(key, { value, owner })
      // Always sent, even when unchanged: re-tracking is how a store asks for a full list again.
      reconnect.send({ [key]: value })
      return once(() => {
        if (trackings.get(key)?.owner === owner) {
          trackings.delete(key)
          if (key === 'track-mempool-block') scheduleMempoolBlockStop()
          else reconnect.send({ [key]: TRACKING_STOP_VALUES[key] })
        }
        release()
      })
    },

    send(command: ClientCommand): void {
      sendCommand(command)
    },

    onOpen(handler: () => void): () => void {
      openHandlers.add(handler)
      return () => {
        openHandlers.delete(handler)
      }
    },

    onError(handler: (error: Error) => void): () => void {
      errorHandlers.add(handler)
      return () => {
        errorHandlers.delete(handler)
      }
    },

    destroy(): void {
      if (pendingMempoolBlockStop !== undefined) clearTimer(pendingMempoolBlockStop)
      pendingMempoolBlockStop = undefined
      reconnect.destroy()
      handlers.clear()
      openHandlers.clear()
      wantCounts.clear()
      trackings.clear()
      users = 0
    },
  }
}
