// One connection's subscriptions. Broadcast subscriptions form a signature: clients with equal signatures
// receive byte-identical broadcast frames. Tracked items (tx, txs, addresses) are per client.
import type { WantName } from '../../core/wire'

export const WANT_NAMES: readonly WantName[] = [
  'blocks',
  'mempool-blocks',
  'stats',
  'live-2h-chart',
  'tomahawk',
]

export interface TrackedAddress {
  /** The address exactly as the client sent it (key of multi-address-transactions). */
  key: string
  scriptPubKey: string
}

export interface ClientSubscriptions {
  wants: Set<WantName>
  trackTx?: { txid: string; watchMempool: boolean; lastCpfp?: string; lastPosition?: string }
  trackTxs?: { txids: string[]; lastPositions: Map<string, string> }
  trackAddress?: TrackedAddress
  trackAddresses?: TrackedAddress[]
  /** Lowercase scriptPubKey hex, deduplicated (key of multi-scriptpubkey-transactions). */
  trackScriptPubKeys?: string[]
  mempoolBlockIndex?: number
  trackRbf?: 'all' | 'fullRbf'
  trackRbfSummary: boolean
  /** Firehoses (§1.2): `mempool-transactions` and `mempool-txids` on every update and block. */
  trackMempool: boolean
  trackMempoolTxids: boolean
}

export function emptySubscriptions(): ClientSubscriptions {
  return { wants: new Set(), trackRbfSummary: false, trackMempool: false, trackMempoolTxids: false }
}

/** Key of the broadcast group: everything a client receives that is the same for all its peers. */
export function broadcastSignature(subs: ClientSubscriptions): string {
  const wants = WANT_NAMES.filter((w) => subs.wants.has(w)).join(',')
  const flags = `${subs.trackRbfSummary ? 1 : 0}${subs.trackMempool ? 1 : 0}${subs.trackMempoolTxids ? 1 : 0}`
  return `${wants}|${subs.mempoolBlockIndex ?? ''}|${subs.trackRbf ?? ''}|${flags}`
}

/** True when the client also needs per-client parts in its frames. */
export function hasPersonalTracking(subs: ClientSubscriptions): boolean {
  return (
    subs.trackTx !== undefined ||
    subs.trackTxs !== undefined ||
    subs.trackAddress !== undefined ||
    subs.trackAddresses !== undefined ||
    subs.trackScriptPubKeys !== undefined
  )
}
