// Applies one client frame (reference §1.2) to a connection's subscriptions and collects the immediate
// replies. Pure apart from reading the network state, so it is tested without sockets.
import type { WantName } from '../../core/wire'
import { isHex64 } from '../chain/hash'
import { WANT_NAMES, type ClientSubscriptions, type TrackedAddress } from './client-state'
import { applyFirehoseCommands } from './firehose-commands'
import { MAX_TRACKED_ADDRESSES, MAX_TRACKED_TXS, MEMPOOL_BLOCKS_AMOUNT } from './limits'
import type { HubNetwork } from './hub-network'
import { frameOf, partOf } from './part-cache'
import type { SnapshotKey, SnapshotReader } from './snapshot'

export interface CommandContext {
  network: HubNetwork
  snapshot: SnapshotReader
}

export interface CommandOutcome {
  /** Frames to send, in order. */
  frames: string[]
  /** Close the connection after sending (reference: track-txs errors). */
  close?: { code: number; reason: string }
}

const isTxid = isHex64

/** 0 ≤ n < 8, an integer. */
export function isValidBlockIndex(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < MEMPOOL_BLOCKS_AMOUNT
}

/** What a client sent to track-address(es) → scriptPubKey via the network's rules (addresses, raw pubkeys). */
function trackedAddressOf(raw: unknown, network: HubNetwork): TrackedAddress | null {
  if (typeof raw !== 'string' || raw.length > 200) return null
  const scriptPubKey = network.scriptPubKeyOf(raw)
  return scriptPubKey === null ? null : { key: raw, scriptPubKey }
}

const SNAPSHOT_ON_WANT: Record<WantName, readonly SnapshotKey[]> = {
  blocks: ['blocks'],
  'mempool-blocks': ['mempool-blocks'],
  stats: ['mempoolInfo', 'vBytesPerSecond', 'fees', 'da'],
  'live-2h-chart': [],
  tomahawk: [],
}

export function applyCommand(
  msg: Record<string, unknown>,
  subs: ClientSubscriptions,
  ctx: CommandContext,
): CommandOutcome {
  const frames: string[] = []
  const parts: string[] = []
  const push = (part: string | null): void => {
    if (part !== null && !parts.includes(part)) parts.push(part)
  }
  const done = (close?: CommandOutcome['close']): CommandOutcome => {
    if (parts.length > 0) frames.push(frameOf(parts))
    return close === undefined ? { frames } : { frames, close }
  }

  if (msg['action'] === 'init') {
    const init = ctx.snapshot.initFrame()
    // Like the reference: without any block there is no init payload and the rest of the frame is ignored.
    if (init === null) return { frames }
    frames.push(init)
  }

  if (msg['action'] === 'want' && Array.isArray(msg['data'])) {
    const next = new Set<WantName>(WANT_NAMES.filter((w) => (msg['data'] as unknown[]).includes(w)))
    for (const name of next) {
      if (!subs.wants.has(name))
        for (const key of SNAPSHOT_ON_WANT[name]) push(ctx.snapshot.part(key))
    }
    subs.wants = next
  }

  if (msg['action'] === 'ping') push(partOf('pong', true))
  if (msg['refresh-blocks']) push(ctx.snapshot.part('blocks'))

  const trackTx = msg['track-tx']
  if (trackTx) {
    if (isTxid(trackTx)) {
      const txid = trackTx.toLowerCase()
      subs.trackTx = { txid, watchMempool: msg['watch-mempool'] === true }
      if (subs.trackTx.watchMempool) {
        const by = ctx.network.trackingInfo(txid)?.replacedBy
        if (by !== undefined) {
          push(partOf('txReplaced', { txid: by }))
          delete subs.trackTx
        } else {
          const tx = ctx.network.tx(txid)
          if (tx !== null) {
            push(partOf('tx', tx))
            subs.trackTx.watchMempool = false
          }
        }
      }
      if (subs.trackTx !== undefined) {
        const position = ctx.network.txPosition(txid)
        if (position !== null) {
          push(partOf('txPosition', position))
          if (position.cpfp !== undefined) subs.trackTx.lastCpfp = JSON.stringify(position.cpfp)
        }
      }
    } else delete subs.trackTx
  }

  const trackTxs = msg['track-txs']
  if (trackTxs) {
    if (!Array.isArray(trackTxs)) {
      push(partOf('track-txs-error', '"track-txs" must be an array of txids'))
      return done({ code: 1008, reason: 'invalid track-txs' })
    }
    if (trackTxs.length > MAX_TRACKED_TXS) {
      push(
        partOf(
          'track-txs-error',
          `too many txids requested, this connection supports tracking a maximum of ${MAX_TRACKED_TXS} txs`,
        ),
      )
      return done({ code: 1008, reason: 'too many txids' })
    }
    const txids = [...new Set(trackTxs.filter(isTxid).map((t) => t.toLowerCase()))]
    if (txids.length === 0) delete subs.trackTxs
    else {
      subs.trackTxs = { txids, lastPositions: new Map() }
      const info: Record<string, unknown> = {}
      for (const txid of txids) {
        const entry = ctx.network.trackingInfo(txid)
        // The reply lists only txs in the mempool or known replaced.
        if (entry === null || (entry.position === undefined && entry.replacedBy === undefined))
          continue
        info[txid] = entry
        if (entry.position !== undefined)
          subs.trackTxs.lastPositions.set(txid, JSON.stringify(entry.position))
      }
      if (Object.keys(info).length > 0) push(partOf('tracked-txs', info))
    }
  }

  const trackAddress = msg['track-address']
  if (trackAddress) {
    const tracked = trackedAddressOf(trackAddress, ctx.network)
    if (tracked === null) delete subs.trackAddress
    else subs.trackAddress = tracked
  }

  const trackAddresses = msg['track-addresses']
  if (trackAddresses !== undefined) {
    const list: TrackedAddress[] = []
    for (const raw of Array.isArray(trackAddresses) ? trackAddresses : []) {
      const tracked = trackedAddressOf(raw, ctx.network)
      if (tracked !== null && !list.some((t) => t.key === tracked.key)) list.push(tracked)
    }
    if (list.length > MAX_TRACKED_ADDRESSES) {
      push(
        partOf(
          'track-addresses-error',
          `too many addresses requested, this connection supports tracking a maximum of ${MAX_TRACKED_ADDRESSES} addresses`,
        ),
      )
      delete subs.trackAddresses
    } else if (list.length === 0) delete subs.trackAddresses
    else subs.trackAddresses = list
  }

  if ('track-mempool-block' in msg) {
    const index = msg['track-mempool-block']
    if (isValidBlockIndex(index)) {
      subs.mempoolBlockIndex = index
      push(ctx.snapshot.projectedFullPart(index))
    } else delete subs.mempoolBlockIndex
  }

  if ('track-rbf' in msg) {
    const mode = msg['track-rbf']
    if (mode === 'all' || mode === 'fullRbf') {
      subs.trackRbf = mode
      push(ctx.snapshot.rbfLatestPart(mode === 'fullRbf'))
    } else delete subs.trackRbf
  }

  if (msg['track-rbf-summary'] === true) {
    subs.trackRbfSummary = true
    push(ctx.snapshot.rbfSummaryPart())
  } else if (msg['track-rbf-summary'] === false) subs.trackRbfSummary = false

  applyFirehoseCommands(msg, subs, push)
  return done()
}
