// Block audits (reference §2.5.4). Lists are txids.
import type { TransactionClassified } from './transaction'

export interface BlockAudit {
  version: 0 | 1
  /** 0 legacy, 1 cluster mempool. */
  templateAlgorithm?: 0 | 1
  height: number
  id: string
  /** Unix s. */
  timestamp: number
  /** The projected block at mining time (not the actual block txs). */
  template: TransactionClassified[]
  unseenTxs?: string[]
  missingTxs: string[]
  addedTxs: string[]
  prioritizedTxs?: string[]
  freshTxs: string[]
  sigopTxs: string[]
  fullrbfTxs: string[]
  acceleratedTxs: string[]
  /** Percent, 2 decimals. */
  matchRate: number
  /** Sats. */
  expectedFees: number
  /** WU. */
  expectedWeight: number
}

/** `/api/v1/mining/blocks/audit/scores` element. */
export interface AuditScore {
  hash: string
  matchRate: number | null
  expectedFees?: number | null
  expectedWeight?: number | null
}

/** `/api/v1/block/{hash}/tx/{txid}/audit`. */
export interface TxAudit {
  seen: boolean
  expected: boolean
  added: boolean
  prioritized: boolean
  conflict: boolean
  accelerated: boolean
  /** Unix s. */
  firstSeen?: number
}
