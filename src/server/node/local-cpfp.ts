// `POST /api/v1/cpfp`: CPFP info of a tx that is not broadcast yet, from its in-mempool ancestors. Nothing in
// the mempool can spend it, so it has no descendants; it is mined with its ancestors at their package rate when
// that is below its own rate (it pays for them), otherwise after them at its own rate.
import type { CpfpAncestor, CpfpInfo, LocalCpfpTx } from '../../core/wire'
import { adjustedVsize } from '../mempool/entry'
import type { NetworkSim } from './network-sim'

export function localCpfp(sim: NetworkSim, tx: LocalCpfpTx): CpfpInfo {
  const ancestorIds = new Set<string>()
  for (const input of tx.vin) {
    if (!sim.graph.has(input.txid)) continue
    ancestorIds.add(input.txid)
    for (const a of sim.graph.ancestors(input.txid)) ancestorIds.add(a)
  }
  const ancestors: CpfpAncestor[] = []
  let packageFee = tx.fee
  let packageVsize = adjustedVsize(tx)
  for (const id of ancestorIds) {
    const a = sim.graph.get(id)
    if (!a) continue
    ancestors.push({ txid: a.txid, fee: a.fee, weight: a.weight })
    packageFee += a.fee
    packageVsize += adjustedVsize(a)
  }
  const ownRate = tx.fee / adjustedVsize(tx)
  return {
    ancestors,
    bestDescendant: null,
    descendants: [],
    effectiveFeePerVsize: Math.min(ownRate, packageFee / packageVsize),
    sigops: tx.sigops,
    fee: tx.fee,
    adjustedVsize: adjustedVsize(tx),
  }
}
