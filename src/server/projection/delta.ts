// Per-index deltas between two projections of the same block (reference §1.5, §4.5).
import type { MempoolBlockDelta } from '../../core/wire'
import { compressTx, roundRate } from './compressed'
import type { ProjectedTx } from './compressed'

/** removed: old txids gone; added: new txs (template order); changed: kept txs whose unrounded rate or acceleration changed. */
export function diffProjectedBlock(
  previous: readonly ProjectedTx[],
  next: readonly ProjectedTx[],
): MempoolBlockDelta {
  const before = new Map<string, ProjectedTx>()
  for (const tx of previous) before.set(tx.txid, tx)
  const nextIds = new Set<string>()
  const delta: MempoolBlockDelta = { added: [], removed: [], changed: [] }
  for (const tx of next) {
    nextIds.add(tx.txid)
    const old = before.get(tx.txid)
    if (old === undefined) {
      delta.added.push(compressTx(tx))
    } else if (old.rate !== tx.rate || (old.accelerated === true) !== (tx.accelerated === true)) {
      delta.changed.push([tx.txid, roundRate(tx.rate), tx.flags, tx.accelerated === true ? 1 : 0])
    }
  }
  for (const tx of previous) if (!nextIds.has(tx.txid)) delta.removed.push(tx.txid)
  return delta
}

/** After a new block a full list replaces the delta when more than half of the new list is new. */
export function preferFullList(delta: MempoolBlockDelta, nextLength: number): boolean {
  return delta.added.length > nextLength / 2
}
