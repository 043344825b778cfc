// Values of the mempool firehoses (reference §1.3 `mempool-txids` / `mempool-transactions`, §1.4.3–1.4.4):
// a mempool update fills added/removed/replaced, a block fills mined (every txid of the block) and replaced.
import type { MempoolTransactions, MempoolTxids, Transaction } from '../../core/wire'
import type { LiveEvent } from './event-index'

export function mempoolTxidsOf(event: LiveEvent): MempoolTxids {
  if (event.kind === 'block')
    return {
      sequence: event.sequence,
      added: [],
      removed: [],
      mined: event.txids,
      replaced: event.replaced,
    }
  return {
    sequence: event.sequence,
    added: event.added.map((tx) => tx.txid),
    removed: event.removed.map((tx) => tx.txid),
    mined: [],
    replaced: event.replaced,
  }
}

/**
 * Same with full transactions. A replacement is looked up among the update's new txs first, then through
 * `lookupTx` (a block's conflicting tx is confirmed); one that cannot be found is left out.
 */
export function mempoolTransactionsOf(
  event: LiveEvent,
  lookupTx: (txid: string) => Transaction | null,
): MempoolTransactions {
  const added = event.kind === 'mempool' ? event.added : []
  const byTxid = new Map(added.map((tx) => [tx.txid, tx]))
  const replaced: MempoolTransactions['replaced'] = []
  for (const r of event.replaced) {
    const by = byTxid.get(r.by) ?? lookupTx(r.by)
    if (by !== null) replaced.push({ replaced: r.replaced, by })
  }
  const { sequence, removed, mined } = mempoolTxidsOf(event)
  return { sequence, added, removed, mined, replaced }
}
