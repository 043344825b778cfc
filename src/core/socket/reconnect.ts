// The reconnect decorator: wraps a transport, reconnects after a jittered delay, pings an idle connection
// and reconnects a dead one, and resumes when the tab becomes visible or the network comes back.
import type { ConnectionState } from '../client/contracts'
import { Emitter, type Unbind } from './emitter'
import type { Connection, ConnectionEvents, Frame } from './ws-connection'

export type TimerId = unknown
export type SetTimeoutFn = (callback: () => void, ms: number) => TimerId
export type ClearTimeoutFn = (id: TimerId) => void

/** Something to listen on: `document` for `visibilitychange`, `window` for `online`. */
export interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

/** `document` fits: it fires `visibilitychange` and tells whether the page is hidden. */
export interface VisibilityTarget extends EventTargetLike {
  readonly visibilityState?: string
  readonly hidden?: boolean
}

export interface ReconnectOptions {
  /** Fires `visibilitychange`; a visible page resumes (reconnect at once, or resync when connected). */
  visibility?: VisibilityTarget | undefined
  /** Fires `online` (the window); it resumes the same way. */
  online?: EventTargetLike | undefined
  /** In [0, 1); picks the reconnect delay between minDelayMs and maxDelayMs. */
  random?: () => number
  setTimeout?: SetTimeoutFn
  clearTimeout?: ClearTimeoutFn
  /** Reconnect delay bounds after a drop, ms (reference: 2,000–4,000). */
  minDelayMs?: number
  maxDelayMs?: number
  /** Idle time without any frame before a ping, ms (reference: 30,000). */
  idlePingMs?: number
  /** Time after the ping without any frame before the connection counts as dead, ms (reference: 5,000). */
  pongTimeoutMs?: number
}

export interface ReconnectEvents extends ConnectionEvents {
  state: [ConnectionState]
  /** Connected all along, but the page comes back from hidden: re-send subscriptions, drop sequence state. */
  resync: []
}

export const PING_FRAME: Frame = { action: 'ping' }

function isHidden(target: VisibilityTarget): boolean {
  return target.hidden === true || target.visibilityState === 'hidden'
}

export class Reconnect {
  private readonly events = new Emitter<ReconnectEvents>()
  private readonly unbind: Unbind[] = []
  private readonly setTimer: SetTimeoutFn
  private readonly clearTimer: ClearTimeoutFn
  private readonly random: () => number
  private readonly minDelayMs: number
  private readonly maxDelayMs: number
  private readonly idlePingMs: number
  private readonly pongTimeoutMs: number

  private currentState: ConnectionState = 0
  /** True between connect() and disconnect(): we want to be online. */
  private wanted = false
  private destroyed = false
  private retryTimer: TimerId | undefined
  private idleTimer: TimerId | undefined
  private pongTimer: TimerId | undefined

  constructor(
    readonly connection: Connection,
    options: ReconnectOptions = {},
  ) {
    this.setTimer = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms))
    this.clearTimer =
      options.clearTimeout ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>))
    this.random = options.random ?? Math.random
    this.minDelayMs = options.minDelayMs ?? 2_000
    this.maxDelayMs = options.maxDelayMs ?? 4_000
    this.idlePingMs = options.idlePingMs ?? 30_000
    this.pongTimeoutMs = options.pongTimeoutMs ?? 5_000

    this.unbind.push(
      connection.on('connecting', () => {
        this.setState(1)
        this.events.emit('connecting')
      }),
      connection.on('connect', () => {
        this.setState(2)
        this.armIdle()
        this.events.emit('connect')
      }),
      connection.on('message', (frame) => {
        // Any frame proves the connection alive, the pong included.
        this.armIdle()
        this.events.emit('message', frame)
      }),
      connection.on('error', (error) => this.events.emit('error', error)),
      connection.on('disconnect', () => this.onDisconnect()),
    )

    const resume = (): void => this.resume()
    const visibility = options.visibility
    if (visibility) {
      const onVisibility = (): void => {
        if (!isHidden(visibility)) resume()
      }
      visibility.addEventListener('visibilitychange', onVisibility)
      this.unbind.push(() => visibility.removeEventListener('visibilitychange', onVisibility))
    }
    const online = options.online
    if (online) {
      online.addEventListener('online', resume)
      this.unbind.push(() => online.removeEventListener('online', resume))
    }
  }

  get state(): ConnectionState {
    return this.currentState
  }

  get connected(): boolean {
    return this.currentState === 2
  }

  on<E extends keyof ReconnectEvents>(
    event: E,
    listener: (...args: ReconnectEvents[E]) => void,
  ): Unbind {
    return this.events.on(event, listener)
  }

  /** Start (and keep) a connection. */
  connect(): void {
    if (this.destroyed) return
    this.wanted = true
    this.connectNow()
  }

  /** Stop the connection and stop reconnecting. */
  disconnect(): void {
    this.wanted = false
    this.clearRetry()
    this.connection.disconnect()
  }

  send(frame: object): boolean {
    return this.connected && this.connection.send(frame)
  }

  /** Stop everything: the connection, every timer and every listener. */
  destroy(): void {
    this.disconnect()
    this.clearLiveness()
    this.destroyed = true
    for (const unbind of this.unbind.splice(0)) unbind()
  }

  /** The page is visible again or back online: be connected now, or ask for fresh data. */
  private resume(): void {
    if (!this.wanted || this.destroyed) return
    if (this.currentState === 2) this.events.emit('resync')
    else if (this.currentState === 0) this.connectNow()
  }

  private connectNow(): void {
    this.clearRetry()
    if (this.currentState === 0) this.connection.connect()
  }

  private onDisconnect(): void {
    this.clearLiveness()
    this.setState(0)
    this.events.emit('disconnect')
    if (this.wanted && !this.destroyed) {
      const delayMs = this.minDelayMs + this.random() * (this.maxDelayMs - this.minDelayMs)
      this.clearRetry()
      this.retryTimer = this.setTimer(() => {
        this.retryTimer = undefined
        if (this.wanted) this.connectNow()
      }, delayMs)
    }
  }

  /** (Re)start the idle countdown: ping after idlePingMs of silence. */
  private armIdle(): void {
    this.clearLiveness()
    this.idleTimer = this.setTimer(() => {
      this.idleTimer = undefined
      this.connection.send(PING_FRAME)
      this.pongTimer = this.setTimer(() => {
        this.pongTimer = undefined
        // Silent after the ping: drop it; the usual delayed reconnect follows.
        this.connection.disconnect()
      }, this.pongTimeoutMs)
    }, this.idlePingMs)
  }

  private clearLiveness(): void {
    if (this.idleTimer !== undefined) this.clearTimer(this.idleTimer)
    if (this.pongTimer !== undefined) this.clearTimer(this.pongTimer)
    this.idleTimer = undefined
    this.pongTimer = undefined
  }

  private clearRetry(): void {
    if (this.retryTimer !== undefined) this.clearTimer(this.retryTimer)
    this.retryTimer = undefined
  }

  private setState(state: ConnectionState): void {
    if (state === this.currentState) return
    this.currentState = state
    this.events.emit('state', state)
  }
}
