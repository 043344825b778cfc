// The contracts between the core's layers. The socket, the REST client and the stores are written
// against these interfaces so each can be built and tested alone (with fakes) and composed by createClient.
import type { ReadableAtom } from 'nanostores'
import type { ClientCommand, WantName } from '../api/ws-client'
import type { ServerMessages } from '../api/ws-server'

/** 0 offline, 1 reconnecting, 2 connected — the numbers the reference client shows. */
export type ConnectionState = 0 | 1 | 2

export type ServerMessageKey = keyof ServerMessages & string

/** Tracking commands that survive a reconnect (the server keeps no per-connection state). */
export type TrackingKey =
  | 'track-tx'
  | 'track-txs'
  | 'track-mempool-block'
  | 'track-rbf'
  | 'track-rbf-summary'
  | 'track-address'
  | 'track-addresses'

/**
 * One live connection per API base per page. It is opened when its first user appears (a listener,
 * a wanted name or a tracking) and closed when the last one goes (reference-counted).
 */
export interface LiveSocket {
  readonly $state: ReadableAtom<ConnectionState>
  /** Listen to one server message key. Holds a reference; returns the release. */
  on<K extends ServerMessageKey>(key: K, handler: (value: ServerMessages[K]) => void): () => void
  /** Ask for a broadcast (`want`). Reference-counted per name; returns the release. */
  want(name: WantName): () => void
  /**
   * Start a tracking that is re-sent after every reconnect. Only one value per key is active (the
   * protocol allows one); the release sends the key's stop value unless a newer value replaced it.
   */
  track<K extends TrackingKey>(key: K, value: NonNullable<ClientCommand[K]>): () => void
  /** Send a one-off command now (e.g. `refresh-blocks`); dropped while offline. */
  send(command: ClientCommand): void
  /** Called after each (re)connection once `init` and the subscriptions were re-sent. */
  onOpen(handler: () => void): () => void
}

export interface RestError {
  status: number
  message: string
}

export interface RestRequest {
  /** Path under the network base, e.g. '/api/v1/blocks/800000'. */
  path: string
  method?: 'GET' | 'POST'
  body?: string
  /** Parse as 'json' (default) or 'text'. */
  as?: 'json' | 'text'
  /** Cache the answer for this many ms, keyed by method, path and body. */
  cacheMs?: number
  signal?: AbortSignal
}

export interface RestClient {
  /** Resolves with the parsed answer; rejects with a RestError (non-HTTP failures: status 0, 'Unknown error'). */
  request<T>(req: RestRequest): Promise<T>
}
