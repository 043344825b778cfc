// One mempool transaction with what the graph, the template engine and the wire views need.
import type * as bitcoin from 'bitcoinjs-lib'
import type { PrevOut } from '../tx/to-wire'

export interface MempoolEntry {
  txid: string
  tx: bitcoin.Transaction
  raw: Uint8Array
  /** Sats. */
  fee: number
  /** WU. */
  weight: number
  /** vB = weight / 4 (fractional). */
  vsize: number
  /** Bytes. */
  size: number
  /** Sigop cost. */
  sigops: number
  /** Static flags (§3.1), without the cpfp/replacement bits. */
  flags: number
  /** Sats, Σ outputs. */
  value: number
  /** Unix s. */
  firstSeen: number
  /** BIP125 signal on any input. */
  signalsRbf: boolean
  /** Spent outputs, aligned with tx.ins. */
  prevouts: PrevOut[]
  /** Outpoints "txid:vout", aligned with tx.ins. */
  outpoints: string[]
  /** In-mempool parents / children (txids). */
  parents: Set<string>
  children: Set<string>
  /** True when it replaced other txs. */
  replacement: boolean
}

/** vB as mempool reports `adjustedVsize`: max(weight / 4, 5 × sigop cost), fractional (20 WU per sigop). */
export function adjustedVsize(e: Pick<MempoolEntry, 'weight' | 'sigops'>): number {
  return Math.max(e.weight / 4, e.sigops * 5)
}

/** sat/vB. */
export function feeRate(e: Pick<MempoolEntry, 'fee' | 'vsize'>): number {
  return e.fee / e.vsize
}
