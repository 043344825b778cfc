// A light block's parents and children (a tx spending another tx of the same block) get what a mined block's
// get: the cpfp_parent / cpfp_child flags, and when a child pays for its parents, the package's rate as the
// effective rate of each, as an ancestor-score miner would have ranked them.
import { withFlags } from '../../core/wire'
import type { BlockTx } from '../chain/assemble'

export function withPackageRates(txs: BlockTx[]): BlockTx[] {
  const byTxid = new Map(txs.map((t) => [t.txid, t]))
  for (const child of txs) {
    const parents = new Set<BlockTx>()
    for (const input of child.tx.ins) {
      const parent = byTxid.get(Buffer.from(input.hash).reverse().toString('hex'))
      if (parent) parents.add(parent)
    }
    if (parents.size === 0) continue
    child.flags = withFlags(child.flags, ['cpfp_child'])
    let fee = child.fee
    let weight = child.weight
    for (const p of parents) {
      p.flags = withFlags(p.flags, ['cpfp_parent'])
      fee += p.fee
      weight += p.weight
    }
    const packageRate = fee / (weight / 4)
    if (child.rate <= packageRate) continue
    child.rate = packageRate
    for (const p of parents) p.rate = Math.max(p.rate, packageRate)
  }
  return txs
}
