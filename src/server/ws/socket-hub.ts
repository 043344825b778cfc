// The websocket hub of one network: holds the connections, applies their commands, and on every event
// sends each broadcast group one frame encoded once (plus per-client parts for tracked items).
import {
  broadcastSignature,
  emptySubscriptions,
  hasPersonalTracking,
  type ClientSubscriptions,
} from './client-state'
import { CommandBudget, COMMAND_BUDGET_MS } from './command-budget'
import { applyCommand, type CommandOutcome } from './commands'
import { EventIndex, type LiveEvent } from './event-index'
import type { HubNetwork } from './hub-network'
import { FrameRateWindow, MAX_FRAME_BYTES, MAX_SEND_BUFFER_BYTES } from './limits'
import { NetworkParts } from './network-parts'
import { frameOf, partOf } from './part-cache'
import { sharedParts } from './shared-parts'
import { encodeTextFrame, unframedPayload as decodeUnframed } from './text-frame'
import { personalParts } from './tx-tracking'

/** The part of a `ws` WebSocket the hub uses (so tests and benchmarks can pass their own). */
export interface HubSocket {
  readonly readyState: number
  readonly bufferedAmount: number
  send(data: Buffer | string): void
  /** Writes an already framed message (see text-frame.ts) straight to the transport. */
  sendFrame?(frame: Buffer): void
  close(code?: number, reason?: string): void
  terminate(): void
}

const OPEN = 1

interface Connection {
  socket: HubSocket
  subs: ClientSubscriptions
  signature: string
  rate: FrameRateWindow
  budget: CommandBudget
}

export interface HubOptions {
  network: HubNetwork
  /** Clock for the frame-rate window, unix ms. */
  now?: () => number
  log?: (message: string, err?: unknown) => void
  /** Command-handling ms a connection may use per 10 s (default COMMAND_BUDGET_MS). */
  commandBudgetMs?: number
  /** High-resolution clock that measures command costs, ms. */
  cpuClock?: () => number
}

export class SocketHub {
  private readonly network: HubNetwork
  private readonly now: () => number
  private readonly log: (message: string, err?: unknown) => void
  private readonly commandBudgetMs: number
  private readonly cpuClock: () => number
  private readonly parts: NetworkParts
  private readonly connections = new Map<HubSocket, Connection>()
  private readonly groups = new Map<string, Set<Connection>>()
  private readonly unsubscribe: (() => void)[]

  constructor(options: HubOptions) {
    this.network = options.network
    this.now = options.now ?? Date.now
    this.log = options.log ?? ((message, err) => console.error(message, err))
    this.commandBudgetMs = options.commandBudgetMs ?? COMMAND_BUDGET_MS
    this.cpuClock = options.cpuClock ?? (() => performance.now())
    this.parts = new NetworkParts(this.network)
    const n = this.network
    this.unsubscribe = [
      n.onMempoolUpdate((event) => this.broadcast({ kind: 'mempool', ...event })),
      n.onBlock((event) => this.broadcast({ kind: 'block', ...event })),
      n.onStatistic((sample) =>
        this.sendToAll(partOf('live-2h-chart', sample), (c) => c.subs.wants.has('live-2h-chart')),
      ),
      n.onConversions((conversions) => {
        this.parts.invalidate()
        this.sendToAll(partOf('conversions', conversions), () => true)
      }),
    ]
  }

  get clientCount(): number {
    return this.connections.size
  }

  /** Starts serving one connection; the caller forwards its messages to `receive` and its close to `detach`. */
  attach(socket: HubSocket): void {
    const conn: Connection = {
      socket,
      subs: emptySubscriptions(),
      signature: '',
      rate: new FrameRateWindow(),
      budget: new CommandBudget(this.commandBudgetMs),
    }
    this.connections.set(socket, conn)
    this.regroup(conn)
  }

  detach(socket: HubSocket): void {
    const conn = this.connections.get(socket)
    if (!conn) return
    this.connections.delete(socket)
    this.leaveGroup(conn)
  }

  /** One incoming frame. Enforces the reference limits, then applies the commands. */
  receive(socket: HubSocket, data: Buffer | string): void {
    const conn = this.connections.get(socket)
    // frames still arriving after we closed (or while closing) cost nothing more
    if (!conn || socket.readyState !== OPEN) return
    const length = typeof data === 'string' ? Buffer.byteLength(data) : data.length
    if (length > MAX_FRAME_BYTES) return socket.terminate()
    if (!conn.rate.hit(this.now())) return socket.close(1008, 'too many messages')
    let msg: unknown
    try {
      msg = JSON.parse(data.toString())
    } catch {
      return socket.close(1007, 'invalid JSON')
    }
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg))
      return socket.close(1007, 'frame must be a JSON object')
    const started = this.cpuClock()
    let outcome: CommandOutcome
    try {
      outcome = applyCommand(msg as Record<string, unknown>, conn.subs, {
        network: this.network,
        snapshot: this.parts,
      })
    } catch (err) {
      this.log('websocket command failed', err)
      return socket.close(1011, 'internal error')
    }
    this.regroup(conn)
    for (const frame of outcome.frames) this.send(conn.socket, frame)
    if (outcome.close) return socket.close(outcome.close.code, outcome.close.reason)
    // The frame was answered; a connection whose commands cost too much is closed before its next one.
    if (!conn.budget.charge(this.now(), this.cpuClock() - started))
      socket.close(1008, 'too much work requested, slow down')
  }

  /** Stops listening to the node and closes every connection. */
  close(): void {
    for (const off of this.unsubscribe) off()
    for (const socket of this.connections.keys()) socket.close(1001, 'server shutting down')
    this.connections.clear()
    this.groups.clear()
  }

  /** Sends one event's frames: the shared bytes per group, extended per client only for tracked items. */
  broadcast(event: LiveEvent): void {
    this.parts.startEvent(event)
    const index = new EventIndex(event)
    for (const group of this.groups.values()) {
      const first = group.values().next().value
      if (first === undefined) continue
      const shared = sharedParts(first.subs, event, this.parts)
      const sharedFrame =
        shared.length > 0 ? encodeTextFrame(Buffer.from(frameOf(shared))) : undefined
      for (const conn of group) {
        try {
          const personal = hasPersonalTracking(conn.subs)
            ? personalParts(conn.subs, this.network, index)
            : []
          if (personal.length > 0) this.send(conn.socket, frameOf([...shared, ...personal]))
          else if (sharedFrame !== undefined) this.sendFramed(conn.socket, sharedFrame)
        } catch (err) {
          this.log('websocket broadcast to one client failed', err)
          conn.socket.terminate()
        }
      }
    }
  }

  private sendToAll(part: string, wants: (conn: Connection) => boolean): void {
    const frame = encodeTextFrame(Buffer.from(frameOf([part])))
    for (const conn of this.connections.values())
      if (wants(conn)) this.sendFramed(conn.socket, frame)
  }

  private leaveGroup(conn: Connection): void {
    const group = this.groups.get(conn.signature)
    group?.delete(conn)
    if (group?.size === 0) this.groups.delete(conn.signature)
  }

  private regroup(conn: Connection): void {
    const signature = broadcastSignature(conn.subs)
    if (signature === conn.signature && this.groups.get(signature)?.has(conn)) return
    this.leaveGroup(conn)
    conn.signature = signature
    let group = this.groups.get(signature)
    if (!group) this.groups.set(signature, (group = new Set()))
    group.add(conn)
  }

  private send(socket: HubSocket, data: Buffer | string): void {
    if (socket.readyState !== OPEN) return
    if (socket.bufferedAmount > MAX_SEND_BUFFER_BYTES) return socket.terminate()
    socket.send(data)
  }

  /** The same framed bytes for every client of a group; falls back to send() for sockets without raw access. */
  private sendFramed(socket: HubSocket, frame: Buffer): void {
    if (socket.readyState !== OPEN) return
    if (socket.bufferedAmount > MAX_SEND_BUFFER_BYTES) return socket.terminate()
    if (socket.sendFrame) socket.sendFrame(frame)
    else socket.send(decodeUnframed(frame))
  }
}
