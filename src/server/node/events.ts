// Builds the mempool-update and block events from the pending changes and the refreshed projection.
import type { BlockExtended, Transaction } from '../../core/wire'
import { decodeTx } from '../tx/to-wire'
import { groupByScript, spentOutputs, type LiveState } from './live'
import { mempoolWireTx, rowWireTx } from './tx-views'
import type { BlockEvent, MempoolUpdateEvent } from './types'

/** Null when nothing changed since the last update. */
export function mempoolUpdateEvent(live: LiveState): MempoolUpdateEvent | null {
  const sim = live.sim
  const pending = sim.takePending()
  if (pending.added.length === 0 && pending.removed.length === 0) return null
  live.refresh()
  live.noteArrivals(pending.added)
  const projected = live.stream.mempoolUpdate(live.lists)
  const added = pending.added.filter((e) => sim.graph.has(e.txid)).map((e) => live.wire(e))
  const removed = pending.removed.map((e) => mempoolWireTx(sim, e, null))
  const news = groupByScript(added, 'mempool')
  const gone = groupByScript(removed, 'removed')
  for (const [map, other] of [
    [news.byAddress, gone.byAddress],
    [news.byScriptPubKey, gone.byScriptPubKey],
  ] as const) {
    for (const [key, value] of other) {
      const existing = map.get(key)
      if (existing) existing.removed.push(...value.removed)
      else map.set(key, value)
    }
  }
  return {
    network: sim.network,
    sequence: live.stream.sequence,
    added,
    removed,
    replaced: pending.replaced,
    spent: spentOutputs(pending.added),
    transactions: live.latestTransactions(),
    rbfChanged: pending.replaced.length > 0,
    rbfTouched: [...pending.rbfTouched],
    projected,
    byAddress: news.byAddress,
    byScriptPubKey: news.byScriptPubKey,
    ...live.stats(),
  }
}

export function blockEvent(live: LiveState, block: BlockExtended): BlockEvent {
  const sim = live.sim
  sim.takePending()
  live.refresh()
  const projected = live.stream.newBlock(live.lists)
  const txids = sim.chain.txids(block.height)
  // the per-address groups need every confirmed tx as JSON: built only if a subscriber reads them
  let groups: ReturnType<typeof groupByScript> | undefined
  const lazyGroups = (): ReturnType<typeof groupByScript> => {
    if (!groups) {
      const confirmed: Transaction[] = sim.store
        .blockTxRows(block.height)
        .map((row) => rowWireTx(sim, row))
      groups = groupByScript(confirmed, 'confirmed')
    }
    return groups
  }
  const event: Omit<BlockEvent, 'byAddress' | 'byScriptPubKey'> = {
    network: sim.network,
    sequence: live.stream.sequence,
    block,
    txids,
    replaced: [],
    projected,
    ...live.stats(),
  }
  Object.defineProperty(event, 'byAddress', { enumerable: true, get: () => lazyGroups().byAddress })
  Object.defineProperty(event, 'byScriptPubKey', {
    enumerable: true,
    get: () => lazyGroups().byScriptPubKey,
  })
  return event as BlockEvent
}

/** Core's answer to bytes that do not decode as a transaction. */
export const TX_DECODE_FAILED = 'TX decode failed. Make sure the tx has at least one input.'

/** Decodes a raw hex string, or explains why it cannot be a transaction. */
export function parseRawTx(
  hex: string,
): { tx: ReturnType<typeof decodeTx>; raw: Uint8Array } | { error: string } {
  const clean = hex.trim()
  if (clean.length === 0 || clean.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(clean))
    return { error: 'TX decode failed: not a hex string of whole bytes' }
  const raw = Uint8Array.from(Buffer.from(clean, 'hex'))
  try {
    const tx = decodeTx(raw)
    if (tx.toBuffer().length !== raw.length) return { error: TX_DECODE_FAILED }
    return { tx, raw }
  } catch {
    // the decoder's own message ("Cannot read slice out of bounds") says nothing useful to a client
    return { error: TX_DECODE_FAILED }
  }
}
