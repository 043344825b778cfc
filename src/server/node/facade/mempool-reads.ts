// The mempool and its projection into blocks: summary with fee histogram, recent arrivals, txids, projected
// blocks and a tx's position in them, and the projection's sequence number (§1.5).
import type { MempoolSummary } from '../../../core/wire'
import * as cpfp from '../cpfp-views'
import type { NetworkSim } from '../network-sim'
import type { SimNetwork } from '../types'
import type { NetworkViews } from './views'

export type MempoolReads = Pick<
  SimNetwork,
  | 'mempoolSummary'
  | 'mempoolRecent'
  | 'mempoolTxids'
  | 'mempoolBlocks'
  | 'projectedBlockTxs'
  | 'txPosition'
  | 'sequence'
>

export function mempoolReads({ sim, live }: NetworkViews): MempoolReads {
  return {
    mempoolSummary: () => mempoolSummary(sim),
    mempoolRecent: () =>
      live.latest(10).map((e) => ({ txid: e.txid, fee: e.fee, vsize: e.vsize, value: e.value })),
    mempoolTxids: () => [...sim.graph.entries()].map((e) => e.txid),
    mempoolBlocks: () => live.mempoolBlocks,
    projectedBlockTxs: (index) => live.stream.full(index),
    txPosition: (txid) => cpfp.txPosition(sim, txid, live.projection),
    sequence: () => live.stream.sequence,
  }
}

/** esplora `/api/mempool`: count, vsize (vB), total fee (sats) and the vsize per whole sat/vB, highest rate first. */
function mempoolSummary(sim: NetworkSim): MempoolSummary {
  const vsizeByRate = new Map<number, number>()
  for (const e of sim.graph.entries()) {
    const rate = Math.floor(e.fee / e.vsize)
    vsizeByRate.set(rate, (vsizeByRate.get(rate) ?? 0) + e.vsize)
  }
  const fee_histogram = [...vsizeByRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, vsize]): [number, number] => [rate, Math.round(vsize)])
  return {
    count: sim.graph.count,
    vsize: Math.round(sim.graph.totalVsize),
    total_fee: sim.graph.totalFee,
    fee_histogram,
  }
}
