// Per-client frame parts for tracked transactions and addresses (reference §1.4.3 / §1.4.4).
import type { TxPosition, TxTrackingInfo } from '../../core/wire'
import type { ClientSubscriptions } from './client-state'
import type { EventIndex } from './event-index'
import type { HubNetwork } from './hub-network'
import { partOf } from './part-cache'

function trackTxParts(
  subs: ClientSubscriptions,
  network: HubNetwork,
  index: EventIndex,
  parts: string[],
): void {
  const tracked = subs.trackTx
  if (tracked === undefined) return
  const { txid } = tracked
  const event = index.event
  if (event.kind === 'block' && index.isMined(txid)) {
    parts.push(partOf('txConfirmed', txid))
    return
  }
  if (event.kind === 'mempool') {
    if (tracked.watchMempool) {
      const entered = index.entered(txid)
      if (entered !== undefined) {
        parts.push(partOf('tx', entered))
        tracked.watchMempool = false
      }
    }
    const spent = event.spent.get(txid)
    if (spent !== undefined && Object.keys(spent).length > 0) parts.push(partOf('utxoSpent', spent))
    const by = index.replacedBy(txid)
    if (by !== undefined) parts.push(partOf('rbfTransaction', { txid: by }))
    if (by !== undefined || index.rbfTouched(txid)) {
      const tree = network.rbfTree(txid)
      if (tree !== null) parts.push(partOf('rbfInfo', tree))
    }
  }
  const found = network.txPosition(txid)
  if (found === null) return
  const value: TxPosition = { txid, position: found.position }
  if (found.accelerationPositions !== undefined)
    value.accelerationPositions = found.accelerationPositions
  // CPFP info rides along on mempool updates only when it changed since the last one we sent.
  if (event.kind === 'mempool' && found.cpfp !== undefined) {
    const cpfp = JSON.stringify(found.cpfp)
    if (cpfp !== tracked.lastCpfp) {
      value.cpfp = found.cpfp
      tracked.lastCpfp = cpfp
    }
  }
  parts.push(partOf('txPosition', value))
}

function trackTxsParts(
  subs: ClientSubscriptions,
  network: HubNetwork,
  index: EventIndex,
  parts: string[],
): void {
  const tracked = subs.trackTxs
  if (tracked === undefined) return
  const news: Record<string, TxTrackingInfo> = {}
  for (const txid of tracked.txids) {
    if (index.isMined(txid)) {
      news[txid] = { confirmed: true }
      continue
    }
    const by = index.replacedBy(txid)
    if (by !== undefined) {
      news[txid] = { replacedBy: by, confirmed: false }
      continue
    }
    const found = network.txPosition(txid)
    if (found === null) continue
    const position = JSON.stringify(found.position)
    // On mempool updates only txids with news are listed; a block re-sends every position.
    if (index.event.kind === 'mempool' && position === tracked.lastPositions.get(txid)) continue
    tracked.lastPositions.set(txid, position)
    news[txid] = { position: found.position }
  }
  if (Object.keys(news).length > 0) parts.push(partOf('tracked-txs', news))
}

function addressParts(subs: ClientSubscriptions, index: EventIndex, parts: string[]): void {
  const event = index.event
  const one = subs.trackAddress
  const news = one === undefined ? undefined : event.byScriptPubKey.get(one.scriptPubKey)
  if (news !== undefined) {
    if (event.kind === 'mempool') {
      if (news.removed.length > 0) parts.push(partOf('address-removed-transactions', news.removed))
      if (news.mempool.length > 0) parts.push(partOf('address-transactions', news.mempool))
    } else if (news.confirmed.length > 0) parts.push(partOf('block-transactions', news.confirmed))
  }
  const many = subs.trackAddresses
  if (many === undefined) return
  const grouped: Record<string, unknown> = {}
  let any = false
  for (const t of many) {
    const group = event.byScriptPubKey.get(t.scriptPubKey)
    if (
      group === undefined ||
      group.mempool.length + group.confirmed.length + group.removed.length === 0
    )
      continue
    grouped[t.key] = group
    any = true
  }
  if (any) parts.push(partOf('multi-address-transactions', grouped))
}

function scriptPubKeyParts(subs: ClientSubscriptions, index: EventIndex, parts: string[]): void {
  const scripts = subs.trackScriptPubKeys
  if (scripts === undefined) return
  const grouped: Record<string, unknown> = {}
  let any = false
  for (const script of scripts) {
    const group = index.event.byScriptPubKey.get(script)
    if (
      group === undefined ||
      group.mempool.length + group.confirmed.length + group.removed.length === 0
    )
      continue
    grouped[script] = group
    any = true
  }
  if (any) parts.push(partOf('multi-scriptpubkey-transactions', grouped))
}

/** Every per-client part of one event's frame for this client. */
export function personalParts(
  subs: ClientSubscriptions,
  network: HubNetwork,
  index: EventIndex,
): string[] {
  const parts: string[] = []
  trackTxParts(subs, network, index, parts)
  trackTxsParts(subs, network, index, parts)
  addressParts(subs, index, parts)
  scriptPubKeyParts(subs, index, parts)
  return parts
}
