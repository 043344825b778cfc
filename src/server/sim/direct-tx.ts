// A transaction that goes straight into a block without passing through the mempool: the light history's
// transactions, and a pool's own payouts that nobody saw before its block.
import type { BlockTx } from '../chain/assemble'
import type { NetworkSim } from '../node/network-sim'
import { classifyTx } from '../tx/flags'
import { sigopCost } from '../tx/sigops'
import type { BuiltTx, TxSpec } from './tx-builder'

/**
 * The block's view of a built tx, moving wallet utxo ownership as it goes (its inputs leave the pool, its
 * outputs join it as confirmed at `height`). Call it only once the tx is sure to enter the block.
 */
export function claimDirectTx(
  sim: NetworkSim,
  spec: TxSpec,
  built: BuiltTx,
  height: number,
  firstSeen: number | undefined,
): BlockTx {
  const { tx } = built
  const txid = tx.getId()
  const weight = tx.weight()
  const prevouts = spec.inputs.map((u) => ({ script: u.key.script, value: u.value }))
  const sigops = sigopCost(
    tx,
    prevouts.map((p) => p.script),
  )
  for (const u of spec.inputs) sim.pool.remove(u.txid, u.vout)
  spec.outputs.forEach((o, vout) => {
    if (o.key)
      sim.pool.add({
        txid,
        vout,
        value: built.values[vout] ?? 0,
        key: o.key,
        height,
        coinbase: false,
      })
  })
  return {
    tx,
    txid,
    fee: built.fee,
    weight,
    size: tx.byteLength(),
    sigops,
    flags: classifyTx({ tx, prevouts, sigops }),
    rate: built.fee / (weight / 4),
    value: built.values.reduce((a, v) => a + v, 0),
    inValue: prevouts.reduce((a, p) => a + p.value, 0),
    ...(firstSeen === undefined ? {} : { firstSeen }),
  }
}
