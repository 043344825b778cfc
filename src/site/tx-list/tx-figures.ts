// Figures of a transaction the card shows: virtual size, fee rate, totals, confirmations.
import type { Transaction, TxStatus } from '../../core'

/** vB: the server's vsize, else ceil(weight / 4). */
export function txVsize(tx: Pick<Transaction, 'weight' | 'vsize'>): number {
  return tx.vsize ?? Math.ceil(tx.weight / 4)
}

/** sat/vB of the tx alone (not package-aware); 0 for a coinbase (no fee). */
export function txFeeRate(tx: Pick<Transaction, 'fee' | 'weight' | 'vsize'>): number {
  const vsize = txVsize(tx)
  return vsize > 0 ? tx.fee / vsize : 0
}

/** Sum of the outputs, sats. */
export function txOutputTotal(tx: Pick<Transaction, 'vout'>): number {
  return tx.vout.reduce((sum, vout) => sum + vout.value, 0)
}

/** tip − height + 1 for a confirmed tx when the tip is known (never below 1); null otherwise. */
export function confirmations(status: TxStatus, tip: number | undefined): number | null {
  if (!status.confirmed || status.block_height === undefined || tip === undefined) return null
  return Math.max(1, tip - status.block_height + 1)
}

export function isCoinbase(tx: Pick<Transaction, 'vin'>): boolean {
  return tx.vin[0]?.is_coinbase === true
}
