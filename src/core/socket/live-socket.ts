// The page's live connection to one API base, composed of small parts: reference counting (ref-count.ts),
// the want set (want-set.ts), trackings replayed after every (re)connect (tracking-table.ts), the delayed
// mempool-block stop (mempool-block-stop.ts) and a dispatch table keyed by message type (dispatch-table.ts).
import { atom, readonlyType } from 'nanostores'
import type {
  ConnectionState,
  LiveSocket,
  ServerMessageKey,
  TrackingKey,
} from '../client/contracts'
import type { ClientCommand, WantName } from '../api/ws-client'
import type { ServerFrame, ServerMessages } from '../api/ws-server'
import { DispatchTable } from './dispatch-table'
import { createMempoolBlockStop } from './mempool-block-stop'
import {
  Reconnect,
  type ClearTimeoutFn,
  type ReconnectOptions,
  type SetTimeoutFn,
  type TimerId,
} from './reconnect'
import { createRefCount, once } from './ref-count'
import { MEMPOOL_BLOCK_STOP_DELAY_MS, TRACKING_STOP_VALUES } from './stop-values'
import { TrackingTable } from './tracking-table'
import { WantSet } from './want-set'
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

/** Runs each handler in turn; one that throws is reported and the rest still run. */
function runAll(handlers: Set<() => void>, reportError: (error: unknown) => void): void {
  for (const handler of [...handlers]) {
    try {
      handler()
    } catch (error) {
      reportError(error)
    }
  }
}

/** Adds to a set; the returned function removes again. */
function addTo<T>(set: Set<T>, item: T): () => void {
  set.add(item)
  return () => {
    set.delete(item)
  }
}

/** The injected timers, or the global ones (one pair shared by the reconnect decorator and the -1 delay). */
function timersOf(options: ReconnectOptions): {
  setTimer: SetTimeoutFn
  clearTimer: ClearTimeoutFn
} {
  return {
    setTimer: options.setTimeout ?? ((callback, ms): TimerId => setTimeout(callback, ms)),
    clearTimer:
      options.clearTimeout ?? ((id): void => clearTimeout(id as ReturnType<typeof setTimeout>)),
  }
}

export function createLiveSocket(options: LiveSocketOptions): LiveSocketHandle {
  const { setTimer, clearTimer } = timersOf(options)
  const reconnect = new Reconnect(new WsConnection(options.url, options.WebSocket), {
    ...options,
    setTimeout: setTimer,
    clearTimeout: clearTimer,
  })
  // Dropped while offline: the connect handler replays what the page still needs.
  const send = (command: ClientCommand): void => {
    reconnect.send(command)
  }

  const $state = atom<ConnectionState>(0)
  const openHandlers = new Set<() => void>()
  const errorHandlers = new Set<(error: Error) => void>()
  const reportError = (error: unknown): void => report(error, errorHandlers)
  const dispatch = new DispatchTable(reportError)
  const wants = new WantSet()
  const trackings = new TrackingTable()
  const refs = createRefCount(
    () => reconnect.connect(),
    () => reconnect.disconnect(),
  )
  const mempoolBlockStop = createMempoolBlockStop({
    delayMs: options.mempoolBlockStopDelayMs ?? MEMPOOL_BLOCK_STOP_DELAY_MS,
    refs,
    send,
    setTimer,
    clearTimer,
  })
  const sendWants = (): void => send({ action: 'want', data: wants.list() })
  const replayTrackings = (): void => trackings.replay().forEach(send)

  reconnect.on('state', (state) => $state.set(state))
  reconnect.on('error', reportError)
  reconnect.on('connect', () => {
    // The server keeps nothing per connection: start over, then replay what this page still needs.
    send({ action: 'init' })
    if (wants.size > 0) sendWants()
    replayTrackings()
    runAll(openHandlers, reportError)
  })
  reconnect.on('resync', () => {
    // Back from a hidden tab: full lists again, and stores drop their sequence state in onOpen.
    replayTrackings()
    runAll(openHandlers, reportError)
  })
  reconnect.on('message', (frame) => dispatch.dispatch(frame as ServerFrame))

  return {
    url: options.url,
    $state: readonlyType($state),

    on<K extends ServerMessageKey>(
      key: K,
      handler: (value: ServerMessages[K]) => void,
    ): () => void {
      const remove = dispatch.add(key, handler)
      refs.acquire()
      return once(() => {
        remove()
        refs.release()
      })
    },

    want(name: WantName): () => void {
      refs.acquire()
      if (wants.add(name)) sendWants()
      return once(() => {
        if (wants.remove(name)) sendWants()
        refs.release()
      })
    },

    track<K extends TrackingKey>(key: K, value: NonNullable<ClientCommand[K]>): () => void {
      refs.acquire()
      if (key === 'track-mempool-block') mempoolBlockStop.cancel()
      const owner = trackings.set(key, value)
      // Always sent, even when unchanged: re-tracking is how a store asks for a full list again.
      send({ [key]: value })
      return once(() => {
        const release = trackings.release(key, owner)
        if (release.kind === 'restore') send({ [key]: release.value })
        else if (release.kind === 'stop') {
          if (key === 'track-mempool-block') mempoolBlockStop.schedule()
          else send({ [key]: TRACKING_STOP_VALUES[key] })
        }
        refs.release()
      })
    },

    send,
    onOpen: (handler) => addTo(openHandlers, handler),
    onError: (handler) => addTo(errorHandlers, handler),

    destroy(): void {
      mempoolBlockStop.drop()
      reconnect.destroy()
      dispatch.clear()
      openHandlers.clear()
      wants.clear()
      trackings.clear()
      refs.reset()
    },
  }
}

/**
 * Hands an error to the onError handlers. Without one, transport failures stay silent (they show in $state and
 * the browser logs them) and the rest goes to console.error: it is a bug somewhere.
 */
function report(error: unknown, handlers: Set<(error: Error) => void>): void {
  const err = error instanceof Error ? error : new Error(String(error))
  if (handlers.size > 0) for (const handler of [...handlers]) handler(err)
  else if (!(err instanceof ConnectionError && err.kind === 'transport')) console.error(err)
}
