// Positional tuples of `projected-block-transactions` (reference §1.5). Note: `time` sits at index 6.

/**
 * [txid, fee sats, vsize vB, value sats, effective rate sat/vB (2 dp), flags bit set, first-seen unix s (0 = unknown),
 * literal 1 only when accelerated].
 */
export type TransactionCompressed =
  | [
      txid: string,
      fee: number,
      vsize: number,
      value: number,
      rate: number,
      flags: number,
      time: number,
    ]
  | [
      txid: string,
      fee: number,
      vsize: number,
      value: number,
      rate: number,
      flags: number,
      time: number,
      acc: 1,
    ]

/** [txid, rate sat/vB (2 dp), flags (ignored by clients), accelerated 0|1]. */
export type MempoolDeltaChange = [txid: string, rate: number, flags: number, acc: 0 | 1]

export interface MempoolBlockDelta {
  added: TransactionCompressed[]
  removed: string[]
  changed: MempoolDeltaChange[]
}

export interface ProjectedBlockFull {
  index: number
  sequence: number
  /** Template order, truncated at 1.2 M vB. */
  blockTransactions: TransactionCompressed[]
}

export interface ProjectedBlockDelta {
  index: number
  sequence: number
  delta: MempoolBlockDelta
}

export type ProjectedBlockTransactions = ProjectedBlockFull | ProjectedBlockDelta
