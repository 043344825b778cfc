// An in-memory WebSocket pair for tests: pass `pair.WebSocket` wherever a WebSocket class is injected and
// drive the "server" side through `pair.server`. No network, works under vitest fake timers.
import type { WebSocketLike } from './ws-connection'

const CONNECTING = 0
const OPEN = 1
const CLOSED = 3

export interface TestPairOptions {
  /** Open each new socket on the next microtask (default true); otherwise call `server.accept()`. */
  autoOpen?: boolean
}

export class FakeWebSocket implements WebSocketLike {
  static readonly CONNECTING = CONNECTING
  static readonly OPEN = OPEN
  static readonly CLOSED = CLOSED

  readyState = CONNECTING
  onopen: WebSocketLike['onopen'] = null
  onclose: WebSocketLike['onclose'] = null
  onerror: WebSocketLike['onerror'] = null
  onmessage: WebSocketLike['onmessage'] = null

  constructor(
    readonly url: string,
    private readonly server: TestServer,
  ) {}

  send(data: string): void {
    if (this.readyState !== OPEN)
      throw new Error(`send() on a socket that is not open (readyState ${this.readyState})`)
    this.server.receive(this, data)
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === CLOSED) return
    this.readyState = CLOSED
    this.onclose?.({ code, reason })
  }
}

export class TestServer {
  /** Sockets created so far, oldest first (one per connection attempt). */
  readonly sockets: FakeWebSocket[] = []
  /** Every frame the client sent, parsed, in order, across connections (see `takeFrames`). */
  frames: unknown[] = []

  /** How many connections the client has opened (attempted) in total. */
  get connections(): number {
    return this.sockets.length
  }

  /** The newest socket if it is connecting or open. */
  get current(): FakeWebSocket | undefined {
    const last = this.sockets.at(-1)
    return last && last.readyState !== CLOSED ? last : undefined
  }

  get isOpen(): boolean {
    return this.current?.readyState === OPEN
  }

  /** Open the newest connecting socket now. */
  accept(): void {
    const socket = this.current
    if (!socket || socket.readyState !== CONNECTING)
      throw new Error('No connecting socket to accept')
    socket.readyState = OPEN
    socket.onopen?.({ type: 'open' })
  }

  /** Send one frame to the client: an object is JSON-encoded, a string goes as is (to test bad frames). */
  push(frame: object | string): void {
    const socket = this.current
    if (!socket || socket.readyState !== OPEN) throw new Error('No open socket to push to')
    socket.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) })
  }

  /** Close the connection from the server side. */
  close(code = 1006): void {
    this.current?.close(code, 'closed by test server')
  }

  /** Fail the connection: an error event followed by a close, as browsers do. */
  error(): void {
    const socket = this.current
    if (!socket) throw new Error('No socket to fail')
    socket.onerror?.({ type: 'error' })
    socket.close(1006, 'error')
  }

  /** Return the frames sent so far and start a new list. */
  takeFrames(): unknown[] {
    const frames = this.frames
    this.frames = []
    return frames
  }

  /** @internal called by FakeWebSocket. */
  receive(_socket: FakeWebSocket, data: string): void {
    this.frames.push(JSON.parse(data))
  }
}

export interface TestPair {
  /** Pass this as the injected WebSocket class. */
  WebSocket: new (url: string) => FakeWebSocket
  server: TestServer
}

export function createTestPair(options: TestPairOptions = {}): TestPair {
  const server = new TestServer()
  const autoOpen = options.autoOpen ?? true
  class PairedWebSocket extends FakeWebSocket {
    constructor(url: string) {
      super(url, server)
      server.sockets.push(this)
      if (autoOpen) {
        // Promises are not faked by vitest timers, so the open still happens under fake timers.
        void Promise.resolve().then(() => {
          if (this.readyState === CONNECTING) {
            this.readyState = OPEN
            this.onopen?.({ type: 'open' })
          }
        })
      }
    }
  }
  return { WebSocket: PairedWebSocket, server }
}

/** Let queued microtasks (socket opens, promise callbacks) run. */
export async function flushMicrotasks(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve()
}
