// `/api/v1/tx/{txid}`: the esplora tx with the mempool backend's extension fields (reference §2.5.1). Every tx
// gets vsize, feePerVsize and effectiveFeePerVsize; a mempool tx also firstSeen, adjustedVsize, flags, its
// CPFP relatives and its projected position; a confirmed tx its effective rate when mined.
import type { Transaction } from '../../core/wire'
import { TX_CONFIRMED } from '../db/network-store'
import { cpfpInfo, txPosition } from './cpfp-views'
import type { NetworkSim } from './network-sim'
import type { ProjectionIndex } from './projection-state'
import { findTx, mempoolWireTx } from './tx-views'

export function txExtended(
  sim: NetworkSim,
  txid: string,
  projection: ProjectionIndex | null,
): Transaction | null {
  const e = sim.graph.get(txid)
  if (e) {
    const wire = mempoolWireTx(sim, e, projection)
    const cpfp = cpfpInfo(sim, txid, projection)
    if (cpfp) {
      wire.ancestors = cpfp.ancestors
      wire.descendants = cpfp.descendants ?? []
      wire.bestDescendant = cpfp.bestDescendant ?? null
      wire.cpfpChecked = true
    }
    const position = txPosition(sim, txid, projection)
    if (position) wire.position = position.position
    return wire
  }
  const tx = findTx(sim, txid)
  if (!tx) return null
  const vsize = Math.ceil(tx.weight / 4)
  const feePerVsize = tx.fee / (tx.weight / 4)
  const row = sim.store.getTx(txid)
  const minedRate = row && row.state === TX_CONFIRMED && row.rate > 0 ? row.rate : feePerVsize
  // the backend puts its fields first, before the esplora ones
  return { vsize, feePerVsize, effectiveFeePerVsize: minedRate, ...tx }
}
