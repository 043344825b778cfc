// Applies one client frame (reference §1.2) to a connection's subscriptions and collects the immediate
// replies. A frame may carry several commands: each has one handler in COMMANDS, applied in the table's
// order (the `action` commands first). Pure apart from reading the network state, so it is tested without
// sockets.
import { WANT_NAMES, type ClientSubscriptions } from './client-state'
import type { CloseRequest, CommandContext, CommandHandler, CommandRun } from './command-run'
import { trackMempool, trackMempoolTxids, trackScriptPubKeys } from './firehose-commands'
import { MEMPOOL_BLOCKS_AMOUNT } from './limits'
import { frameOf, partOf } from './part-cache'
import type { SnapshotKey } from './snapshot'
import { trackAddress, trackAddresses, trackTx, trackTxs } from './track-commands'
import type { WantName } from '../../core/wire'

export type { CommandContext } from './command-run'

export interface CommandOutcome {
  /** Frames to send, in order. */
  frames: string[]
  /** Close the connection after sending (reference: track-txs errors). */
  close?: CloseRequest
}

/** 0 ≤ n < 8, an integer. */
export function isValidBlockIndex(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < MEMPOOL_BLOCKS_AMOUNT
}

const SNAPSHOT_ON_WANT: Record<WantName, readonly SnapshotKey[]> = {
  blocks: ['blocks'],
  'mempool-blocks': ['mempool-blocks'],
  stats: ['mempoolInfo', 'vBytesPerSecond', 'fees', 'da'],
  'live-2h-chart': [],
  tomahawk: [],
}

/** `action: init`: the init payload; without any block there is none and, as in the reference, the rest of
 * the frame is ignored. */
const init: CommandHandler = (_data, { ctx, frames }) => {
  const payload = ctx.snapshot.initFrame()
  if (payload === null) return {}
  frames.push(payload)
}

/** `action: want`: the new want set; newly wanted groups get their current state at once. */
const want: CommandHandler = (data, { subs, ctx, push }) => {
  if (!Array.isArray(data)) return
  const next = new Set<WantName>(WANT_NAMES.filter((w) => data.includes(w)))
  for (const name of next) {
    if (!subs.wants.has(name))
      for (const key of SNAPSHOT_ON_WANT[name]) push(ctx.snapshot.part(key))
  }
  subs.wants = next
}

const ping: CommandHandler = (_data, { push }) => push(partOf('pong', true))

const refreshBlocks: CommandHandler = (value, { ctx, push }) => {
  if (value) push(ctx.snapshot.part('blocks'))
}

/** `track-mempool-block`: an index 0–7 → its full projected block; anything else stops the tracking. */
const trackMempoolBlock: CommandHandler = (index, { subs, ctx, push }) => {
  if (!isValidBlockIndex(index)) {
    delete subs.mempoolBlockIndex
    return
  }
  subs.mempoolBlockIndex = index
  push(ctx.snapshot.projectedFullPart(index))
}

/** `track-rbf`: 'all' or 'fullRbf' → the latest replacements; anything else stops the tracking. */
const trackRbf: CommandHandler = (mode, { subs, ctx, push }) => {
  if (mode !== 'all' && mode !== 'fullRbf') {
    delete subs.trackRbf
    return
  }
  subs.trackRbf = mode
  push(ctx.snapshot.rbfLatestPart(mode === 'fullRbf'))
}

/** `track-rbf-summary`: true → the summary now and on changes; false stops; anything else is ignored. */
const trackRbfSummary: CommandHandler = (value, { subs, ctx, push }) => {
  if (value === true) {
    subs.trackRbfSummary = true
    push(ctx.snapshot.rbfSummaryPart())
  } else if (value === false) subs.trackRbfSummary = false
}

/** `track-accelerations`: true → the accelerator's full list, which is empty here: the simulation has no
 * accelerator, so no delta ever follows. */
const trackAccelerations: CommandHandler = (value, { push }) => {
  if (value === true) push(partOf('accelerations', { accelerations: [] }))
}

/** `action` values, applied before the keyed commands. */
const ACTIONS: ReadonlyMap<string, CommandHandler> = new Map([
  ['init', init],
  ['want', want],
  ['ping', ping],
])

/** Keyed commands, by the frame key that carries them, in the order they are applied. */
const COMMANDS: ReadonlyMap<string, CommandHandler> = new Map([
  ['refresh-blocks', refreshBlocks],
  ['track-tx', trackTx],
  ['track-txs', trackTxs],
  ['track-address', trackAddress],
  ['track-addresses', trackAddresses],
  ['track-mempool-block', trackMempoolBlock],
  ['track-rbf', trackRbf],
  ['track-rbf-summary', trackRbfSummary],
  ['track-accelerations', trackAccelerations],
  ['track-mempool', trackMempool],
  ['track-mempool-txids', trackMempoolTxids],
  ['track-scriptpubkeys', trackScriptPubKeys],
])

/** The handlers a frame calls, with the value each gets, in the order they run. */
function commandsOf(msg: Record<string, unknown>): [CommandHandler, unknown][] {
  const calls: [CommandHandler, unknown][] = []
  const action = typeof msg['action'] === 'string' ? ACTIONS.get(msg['action']) : undefined
  if (action) calls.push([action, msg['data']])
  for (const [key, handler] of COMMANDS) if (key in msg) calls.push([handler, msg[key]])
  return calls
}

export function applyCommand(
  msg: Record<string, unknown>,
  subs: ClientSubscriptions,
  ctx: CommandContext,
): CommandOutcome {
  const frames: string[] = []
  const parts: string[] = []
  const run: CommandRun = {
    msg,
    subs,
    ctx,
    frames,
    push: (part) => {
      if (part !== null && !parts.includes(part)) parts.push(part)
    },
  }
  let close: CloseRequest | undefined
  for (const [handler, value] of commandsOf(msg)) {
    const stop = handler(value, run)
    if (stop) {
      close = stop.close
      break
    }
  }
  if (parts.length > 0) frames.push(frameOf(parts))
  return close === undefined ? { frames } : { frames, close }
}
