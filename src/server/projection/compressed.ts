// Projected-block tx lists as sent in `projected-block-transactions` (reference §1.5, §4.4).
import type { TransactionCompressed } from '../../core/wire'

/** One tx of a projected block, in template order. */
export interface ProjectedTx {
  txid: string
  /** sats (real fee, without acceleration delta) */
  fee: number
  /** WU */
  weight: number
  /** sats: Σ output values */
  value: number
  /** effective (package) rate, sat/vB, unrounded */
  rate: number
  /** §3.1 flag bit set (may exceed 2^32) */
  flags: number
  /** first seen, unix s (0 = unknown) */
  time: number
  accelerated?: boolean
}

/** The tx list of a block stops after the tx that takes it past 1,200,000 vB (only the stack block is cut). */
export const PROJECTED_LIST_MAX_VB = 1_200_000

export function truncateProjectedList<T extends { weight: number }>(txs: readonly T[]): T[] {
  let vsize = 0
  for (let i = 0; i < txs.length; i++) {
    vsize += txs[i]!.weight / 4
    if (vsize > PROJECTED_LIST_MAX_VB) return txs.slice(0, i + 1)
  }
  return txs.slice()
}

export function roundRate(rate: number): number {
  return Math.round(rate * 100) / 100
}

/** [txid, fee, vsize = weight/4, value, rate (2 dp), flags, time] plus a trailing 1 when accelerated. */
export function compressTx(tx: ProjectedTx): TransactionCompressed {
  const base: [string, number, number, number, number, number, number] = [
    tx.txid,
    tx.fee,
    tx.weight / 4,
    tx.value,
    roundRate(tx.rate),
    tx.flags,
    tx.time,
  ]
  return tx.accelerated === true ? [...base, 1] : base
}
