// Mempool firehose (reference §1.3 `mempool-txids`, `mempool-transactions`).
import type { Transaction } from './transaction'

export interface MempoolTxids {
  sequence: number
  added: string[]
  removed: string[]
  mined: string[]
  replaced: { replaced: string; by: string }[]
}

export interface MempoolTransactions {
  sequence: number
  added: Transaction[]
  removed: string[]
  mined: string[]
  replaced: { replaced: string; by: Transaction }[]
}
