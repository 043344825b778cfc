// Transactions, confirmed or in the mempool: wire form, hex, status, spends, CPFP/RBF relations, tracking.
import type { Vout } from '../../../core/wire'
import * as cpfp from '../cpfp-views'
import { localCpfp } from '../local-cpfp'
import * as rbf from '../rbf-views'
import { txExtended } from '../tx-extended-views'
import * as txv from '../tx-views'
import type { SimNetwork } from '../types'
import type { NetworkViews } from './views'

export type TxReads = Pick<
  SimNetwork,
  | 'tx'
  | 'txHex'
  | 'txStatus'
  | 'outspends'
  | 'cpfp'
  | 'rbf'
  | 'cachedTx'
  | 'transactionTimes'
  | 'trackingInfo'
  | 'rbfTree'
  | 'prevout'
  | 'txExtended'
  | 'localCpfp'
>

export function txReads({ sim, live }: NetworkViews): TxReads {
  return {
    tx: (txid) => txv.findTx(sim, txid),
    txHex: (txid) => txv.txHex(sim, txid),
    txStatus: (txid) => txv.txStatus(sim, txid),
    outspends: (txid) => txv.outspends(sim, txid),
    cpfp: (txid) => cpfp.cpfpInfo(sim, txid, live.projection),
    rbf: (txid) => rbf.rbfResponse(sim, txid),
    cachedTx: (txid) => txv.cachedTx(sim, txid),
    transactionTimes: (txids) => txv.transactionTimes(sim, txids),
    trackingInfo: (txid) => cpfp.trackingInfo(sim, txid, live.projection),
    rbfTree: (txid) => rbf.rbfTree(sim, txid),
    prevout: (txid, vout) => prevoutOf({ sim, live }, txid, vout),
    txExtended: (txid) => txExtended(sim, txid, live.projection),
    localCpfp: (tx) => localCpfp(sim, tx),
  }
}

/** `POST /api/v1/prevouts`: a mempool tx's output first (unconfirmed), else a confirmed one; null if unknown. */
function prevoutOf(
  { sim }: Pick<NetworkViews, 'sim' | 'live'>,
  txid: string,
  vout: number,
): { prevout: Vout; unconfirmed: boolean } | null {
  const entry = sim.graph.get(txid)
  if (entry?.tx.outs[vout]) {
    const prevout = txv.mempoolWireTx(sim, entry, null).vout[vout]
    if (prevout) return { prevout, unconfirmed: true }
  }
  const prevout = txv.findTx(sim, txid)?.vout[vout]
  return prevout ? { prevout, unconfirmed: false } : null
}
