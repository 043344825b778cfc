// The transport: one WebSocket at a time, JSON object frames in and out. The WebSocket class is injected
// (the browser global, `ws` in Node, the test pair in tests) so the core runs anywhere.
import { Emitter, type Unbind } from './emitter'

/** Method syntax keeps handler parameters bivariant, so the DOM and `ws` event types both fit. */
interface Handler<E> {
  handle(event: E): void
}
type HandlerProp<E> = Handler<E>['handle'] | null

/** The part of the WebSocket API the transport uses (the browser global and the `ws` package both fit). */
export interface WebSocketLike {
  onopen: HandlerProp<unknown>
  onclose: HandlerProp<{ code?: number; reason?: string }>
  onerror: HandlerProp<unknown>
  onmessage: HandlerProp<{ data: unknown }>
  send(data: string): void
  close(code?: number, reason?: string): void
}

export type WebSocketClass = new (url: string) => WebSocketLike

/** A JSON object frame (both directions). */
export type Frame = { [key: string]: unknown }

/** 'transport': the socket failed (the connection drops). 'frame': one incoming frame was unusable (it stays up). */
export class ConnectionError extends Error {
  constructor(
    readonly kind: 'transport' | 'frame',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'ConnectionError'
  }
}

export interface ConnectionEvents {
  [name: string]: unknown[]
  connecting: []
  connect: []
  disconnect: []
  message: [Frame]
  error: [ConnectionError]
}

/** What the reconnect decorator needs from a transport (and what it offers itself). */
export interface Connection {
  readonly connected: boolean
  connect(): void
  disconnect(): void
  /** Returns false (and sends nothing) while not connected. */
  send(frame: object): boolean
  on<E extends keyof ConnectionEvents>(
    event: E,
    listener: (...args: ConnectionEvents[E]) => void,
  ): Unbind
}

function ignore(): void {}

function frameText(data: unknown): string | undefined {
  if (typeof data === 'string') return data
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data)
  return undefined
}

function parseFrame(data: unknown): Frame | ConnectionError {
  const text = frameText(data)
  if (text === undefined) return new ConnectionError('frame', 'Frame is not text')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (cause) {
    return new ConnectionError('frame', `Frame is not JSON: ${text.slice(0, 80)}`, { cause })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return new ConnectionError('frame', `Frame is not a JSON object: ${text.slice(0, 80)}`)
  }
  return value as Frame
}

export class WsConnection implements Connection {
  private readonly events = new Emitter<ConnectionEvents>()
  private ws: WebSocketLike | undefined
  private open = false

  constructor(
    readonly url: string,
    private readonly WebSocket: WebSocketClass,
  ) {}

  get connected(): boolean {
    return this.open
  }

  on<E extends keyof ConnectionEvents>(
    event: E,
    listener: (...args: ConnectionEvents[E]) => void,
  ): Unbind {
    return this.events.on(event, listener)
  }

  connect(): void {
    if (this.ws) return
    this.events.emit('connecting')
    let ws: WebSocketLike
    try {
      ws = new this.WebSocket(this.url)
    } catch (cause) {
      this.events.emit(
        'error',
        new ConnectionError('transport', `Cannot open ${this.url}`, { cause }),
      )
      this.events.emit('disconnect')
      return
    }
    this.ws = ws
    ws.onopen = () => {
      if (this.ws !== ws) return
      this.open = true
      this.events.emit('connect')
    }
    ws.onmessage = (event) => {
      if (this.ws !== ws) return
      const frame = parseFrame(event.data)
      if (frame instanceof ConnectionError) this.events.emit('error', frame)
      else this.events.emit('message', frame)
    }
    // Browsers and `ws` follow an error with a close, but we drop the socket at once either way.
    ws.onerror = (event) => {
      if (this.ws !== ws) return
      this.events.emit(
        'error',
        new ConnectionError('transport', `WebSocket error on ${this.url}`, { cause: event }),
      )
      this.drop()
    }
    ws.onclose = () => {
      if (this.ws !== ws) return
      this.drop()
    }
  }

  disconnect(): void {
    this.drop()
  }

  send(frame: object): boolean {
    if (!this.ws || !this.open) return false
    this.ws.send(JSON.stringify(frame))
    return true
  }

  /** Forget the current socket (closing it if needed) and report the disconnect once. */
  private drop(): void {
    const ws = this.ws
    if (!ws) return
    this.ws = undefined
    this.open = false
    // No-ops, not null: `ws` throws on an 'error' event nobody listens to (it emits one when a
    // connecting socket is closed).
    ws.onopen = ignore
    ws.onmessage = ignore
    ws.onerror = ignore
    ws.onclose = ignore
    try {
      ws.close()
    } catch {
      // Closing a socket that never opened may throw in some implementations; it is gone either way.
    }
    this.events.emit('disconnect')
  }
}
