// One client per API base and network: the live socket, the REST client and the stores built on both.
// Everything platform-specific (WebSocket, fetch, the page for visibility) can be injected.
import { createApiHealth } from './api-health'
import type { RestClient } from './contracts'
import { createRestClient } from './rest-client'
import { createStores, type Stores } from '../stores/index'
import { createLiveSocket, type LiveSocketHandle } from '../socket/live-socket'
import type {
  ClearTimeoutFn,
  EventTargetLike,
  SetTimeoutFn,
  VisibilityTarget,
} from '../socket/reconnect'
import type { WebSocketClass, WebSocketLike } from '../socket/ws-connection'
import { normalizeApiBase, wsUrlFor } from '../socket/ws-url'

export interface CreateClientOptions {
  /** API base, `http(s)://host[/path]`, e.g. 'https://mempool.space' (network prefix not included). */
  api: string
  /** 'mainnet' (default), 'testnet', 'testnet4', 'signet', 'regtest'. */
  network?: string
  /** Default: the global WebSocket (browsers, Node ≥ 22); in Node 20 pass `WebSocket` from 'ws'. */
  WebSocket?: WebSocketClass
  fetch?: typeof fetch
  /** Fires `visibilitychange` (default: the global document if any); null turns resume-on-visible off. */
  visibility?: VisibilityTarget | null
  /** Fires `online` (default: the global window if any); null turns it off. */
  online?: EventTargetLike | null
  random?: () => number
  setTimeout?: SetTimeoutFn
  clearTimeout?: ClearTimeoutFn
}

export interface MempoolClient {
  /** The normalised API base (no trailing slash). */
  readonly api: string
  readonly network: string
  readonly socket: LiveSocketHandle
  readonly rest: RestClient
  readonly stores: Stores
}

/** A stand-in when no WebSocket exists: every connection attempt fails with a clear error. */
class MissingWebSocket implements WebSocketLike {
  onopen = null
  onclose = null
  onerror = null
  onmessage = null
  constructor() {
    throw new Error(
      'No WebSocket available: pass createClient({ WebSocket }) (in Node, the `ws` package).',
    )
  }
  send(): void {}
  close(): void {}
}

function hasEvents(value: unknown): value is EventTargetLike {
  return typeof (value as EventTargetLike | undefined)?.addEventListener === 'function'
}

/** The page's document and window when running in a browser (only listened to, never otherwise used). */
function pageTargets(): { visibility?: VisibilityTarget; online?: EventTargetLike } {
  const page = globalThis as { document?: unknown }
  return {
    ...(hasEvents(page.document) ? { visibility: page.document as VisibilityTarget } : {}),
    ...(hasEvents(globalThis) ? { online: globalThis as EventTargetLike } : {}),
  }
}

export function createClient(options: CreateClientOptions): MempoolClient {
  const api = normalizeApiBase(options.api)
  const network = options.network ?? 'mainnet'
  const page = pageTargets()
  const visibility =
    options.visibility === undefined ? page.visibility : (options.visibility ?? undefined)
  const online = options.online === undefined ? page.online : (options.online ?? undefined)
  const globalWebSocket = (globalThis as { WebSocket?: WebSocketClass }).WebSocket

  const socket = createLiveSocket({
    url: wsUrlFor(api, network),
    WebSocket: options.WebSocket ?? globalWebSocket ?? MissingWebSocket,
    visibility,
    online,
    ...(options.random ? { random: options.random } : {}),
    ...(options.setTimeout ? { setTimeout: options.setTimeout } : {}),
    ...(options.clearTimeout ? { clearTimeout: options.clearTimeout } : {}),
  })
  const health = createApiHealth(socket.$state, {
    ...(options.setTimeout ? { setTimeout: options.setTimeout } : {}),
    ...(options.clearTimeout ? { clearTimeout: options.clearTimeout } : {}),
  })
  const rest = health.watch(
    createRestClient({ api, network, ...(options.fetch ? { fetch: options.fetch } : {}) }),
  )
  const stores = createStores({
    socket,
    rest,
    network,
    apiTrouble: health.$apiTrouble,
    ...(options.random ? { random: options.random } : {}),
    ...(options.setTimeout ? { setTimeout: options.setTimeout } : {}),
    ...(options.clearTimeout ? { clearTimeout: options.clearTimeout } : {}),
  })
  return { api, network, socket, rest, stores }
}
