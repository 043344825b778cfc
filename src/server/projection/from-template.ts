// Joins the engine's blocks with the node's per-tx facts into ProjectedTx lists and stats.
import type { ProjectedBlock } from '../template/types'
import type { ProjectedTx } from './compressed'

export interface TxFacts {
  /** sats (real fee; the engine may have been given fee + acceleration delta) */
  fee: number
  weight: number
  /** bytes */
  size: number
  value: number
  flags: number
  time: number
  accelerated?: boolean
}

/** Per block, the txs in template order with their effective rates from the engine. */
export function projectedTxs(
  blocks: readonly ProjectedBlock[],
  factsOf: (txid: string) => TxFacts,
): (ProjectedTx & { size: number })[][] {
  return blocks.map((block) =>
    block.txids.map((txid, i) => {
      const f = factsOf(txid)
      const tx: ProjectedTx & { size: number } = {
        txid,
        fee: f.fee,
        weight: f.weight,
        size: f.size,
        value: f.value,
        rate: block.rates[i]!,
        flags: f.flags,
        time: f.time,
      }
      if (f.accelerated === true) tx.accelerated = true
      return tx
    }),
  )
}
