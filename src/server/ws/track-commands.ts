// Handlers of the per-client tracking commands (§1.2): track-tx, track-txs, track-address(es).
import { isHex64 } from '../chain/hash'
import type { ClientSubscriptions, TrackedAddress } from './client-state'
import type { CommandRun, Stop } from './command-run'
import type { HubNetwork } from './hub-network'
import { MAX_TRACKED_ADDRESSES, MAX_TRACKED_TXS } from './limits'
import { partOf } from './part-cache'

type TrackedTx = NonNullable<ClientSubscriptions['trackTx']>

/** What a client sent to track-address(es) → scriptPubKey via the network's rules (addresses, raw pubkeys). */
function trackedAddressOf(raw: unknown, network: HubNetwork): TrackedAddress | null {
  if (typeof raw !== 'string' || raw.length > 200) return null
  const scriptPubKey = network.scriptPubKeyOf(raw)
  return scriptPubKey === null ? null : { key: raw, scriptPubKey }
}

/** `track-tx`: one txid; with `watch-mempool`, the tx (or its replacement) once it is seen. */
export function trackTx(value: unknown, { msg, subs, ctx, push }: CommandRun): void {
  if (!value) return
  if (!isHex64(value)) {
    delete subs.trackTx
    return
  }
  const txid = value.toLowerCase()
  const tracked: TrackedTx = { txid, watchMempool: msg['watch-mempool'] === true }
  subs.trackTx = tracked
  if (tracked.watchMempool) {
    const by = ctx.network.trackingInfo(txid)?.replacedBy
    if (by !== undefined) {
      push(partOf('txReplaced', { txid: by }))
      delete subs.trackTx
      return
    }
    const tx = ctx.network.tx(txid)
    if (tx !== null) {
      push(partOf('tx', tx))
      tracked.watchMempool = false
    }
  }
  const position = ctx.network.txPosition(txid)
  if (position === null) return
  push(partOf('txPosition', position))
  if (position.cpfp !== undefined) tracked.lastCpfp = JSON.stringify(position.cpfp)
}

/** `track-txs`: a list of txids; a non-list or too long a list is answered with an error and a close. */
export function trackTxs(value: unknown, { subs, ctx, push }: CommandRun): Stop | void {
  if (!value) return
  if (!Array.isArray(value)) {
    push(partOf('track-txs-error', '"track-txs" must be an array of txids'))
    return { close: { code: 1008, reason: 'invalid track-txs' } }
  }
  if (value.length > MAX_TRACKED_TXS) {
    push(
      partOf(
        'track-txs-error',
        `too many txids requested, this connection supports tracking a maximum of ${MAX_TRACKED_TXS} txs`,
      ),
    )
    return { close: { code: 1008, reason: 'too many txids' } }
  }
  const txids = [...new Set(value.filter(isHex64).map((t) => t.toLowerCase()))]
  if (txids.length === 0) {
    delete subs.trackTxs
    return
  }
  const tracked = { txids, lastPositions: new Map<string, string>() }
  subs.trackTxs = tracked
  const info: Record<string, unknown> = {}
  for (const txid of txids) {
    const entry = ctx.network.trackingInfo(txid)
    // The reply lists only txs in the mempool or known replaced.
    if (entry === null || (entry.position === undefined && entry.replacedBy === undefined)) continue
    info[txid] = entry
    if (entry.position !== undefined)
      tracked.lastPositions.set(txid, JSON.stringify(entry.position))
  }
  if (Object.keys(info).length > 0) push(partOf('tracked-txs', info))
}

/** `track-address`: one address or pubkey; an invalid one stops the tracking. */
export function trackAddress(value: unknown, { subs, ctx }: CommandRun): void {
  if (!value) return
  const tracked = trackedAddressOf(value, ctx.network)
  if (tracked === null) delete subs.trackAddress
  else subs.trackAddress = tracked
}

/** `track-addresses`: a list (invalid entries dropped, duplicates once); too many → an error, no tracking.
 * A list longer than the limit is refused before any entry is decoded, so a junk list costs nothing. */
export function trackAddresses(value: unknown, { subs, ctx, push }: CommandRun): void {
  const raw = Array.isArray(value) ? value : []
  const list: TrackedAddress[] = []
  if (raw.length <= MAX_TRACKED_ADDRESSES)
    for (const entry of raw) {
      const tracked = trackedAddressOf(entry, ctx.network)
      if (tracked !== null && !list.some((t) => t.key === tracked.key)) list.push(tracked)
    }
  if (raw.length > MAX_TRACKED_ADDRESSES) {
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
