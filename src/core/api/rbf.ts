// Replace-by-fee trees and summaries (reference §1.3, §1.7).
import type { TransactionStripped } from './transaction'

export interface RbfTransaction extends TransactionStripped {
  /** Signalled BIP125. */
  rbf?: boolean
  fullRbf?: boolean
  mined?: boolean
}

export interface RbfTree {
  tx: RbfTransaction
  /** First seen, unix s. */
  time: number
  /** Seconds between this version's first-seen and its replacement's. */
  interval?: number
  mined?: boolean
  /** True if any replaced version did not signal. */
  fullRbf: boolean
  /** Versions this one directly replaced. */
  replaces: RbfTree[]
}

/** `rbfSummary` / `rbfLatestSummary` element; old* are sums over the directly replaced txs. */
export interface ReplacementInfo {
  txid: string
  mined: boolean
  fullRbf: boolean
  /** Sats. */
  oldFee: number
  /** vB. */
  oldVsize: number
  /** Sats. */
  newFee: number
  /** vB. */
  newVsize: number
}

/** `GET /api/v1/tx/{txid}/rbf`. */
export interface RbfResponse {
  replacements: RbfTree | null
  replaces: string[] | null
}

/** `txReplaced` / `rbfTransaction`: the replacement's txid. */
export interface ReplacedBy {
  txid: string
}
