// What every websocket command handler gets: the connection's subscriptions, the network, and a place to put
// reply parts. A handler returns a Stop to end the frame early (the rest of its commands are ignored).
import type { ClientSubscriptions } from './client-state'
import type { HubNetwork } from './hub-network'
import type { SnapshotReader } from './snapshot'

export interface CommandContext {
  network: HubNetwork
  snapshot: SnapshotReader
}

/** Close the connection after sending (reference: track-txs errors). */
export interface CloseRequest {
  code: number
  reason: string
}

export interface CommandRun {
  readonly msg: Record<string, unknown>
  readonly subs: ClientSubscriptions
  readonly ctx: CommandContext
  /** Whole frames sent before the reply parts (the init payload). */
  readonly frames: string[]
  /** Adds a reply part once (null = nothing to send). */
  push(part: string | null): void
}

/** Ends the frame's handling; with `close`, the connection is closed after the replies are sent. */
export interface Stop {
  close?: CloseRequest
}

/** One command: the value the client sent under the command's name (for actions, the frame's `data`). */
export type CommandHandler = (value: unknown, run: CommandRun) => Stop | void
