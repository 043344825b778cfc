// Where a tracked tx sits in the projected blocks (reference §1.3 "Types used above").
import type { CpfpInfo } from './cpfp'

export interface MempoolPosition {
  /** 0-based projected block index. */
  block: number
  /** vB offset of the tx midpoint inside that block. */
  vsize: number
  accelerated?: true
  /** Pool unique ids. */
  acceleratedBy?: number[]
  /** Unix s. */
  acceleratedAt?: number
  /** Sats. */
  feeDelta?: number
}

export interface AccelerationPosition {
  poolId: number
  /** Pool name. */
  pool: string
  block: number
  /** vB. */
  vsize: number
}

/** WS `txPosition`. */
export interface TxPosition {
  txid: string
  position: MempoolPosition
  cpfp?: CpfpInfo
  accelerationPositions?: AccelerationPosition[]
}

/** `utxoSpent` value keyed by the tracked tx's output index (as a string). */
export type UtxoSpent = Record<string, { vin: number; txid: string }>

/**
 * `tracked-txs` value. Acceleration fields are inside `position` on mempool updates but siblings of
 * `position` on the subscribe reply and on new blocks.
 */
export interface TxTrackingInfo {
  position?: MempoolPosition
  cpfp?: CpfpInfo
  utxoSpent?: UtxoSpent
  replacedBy?: string
  confirmed?: boolean
  accelerated?: boolean
  acceleratedBy?: number[]
  /** Unix s. */
  acceleratedAt?: number
  /** Sats. */
  feeDelta?: number
}
