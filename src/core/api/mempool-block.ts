// Projected (mempool) blocks (reference §2.5.2, §3.7).

/** One projected block as sent in WS `mempool-blocks` and `/api/v1/fees/mempool-blocks`. */
export interface MempoolBlock {
  /** Bytes. */
  blockSize: number
  /** vB, fractional (total weight / 4). */
  blockVSize: number
  nTx: number
  /** Sats. */
  totalFees: number
  /** sat/vB. */
  medianFee: number
  /** sat/vB, ascending; 7 entries, or 11 for the "stack" block. */
  feeRange: number[]
}

/** Client form: the wire has no index; `index` = array position, `height` = tip + index + 1. */
export type MempoolBlockWithIndex = MempoolBlock & { index: number; height: number }
