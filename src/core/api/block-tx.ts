// One client form for a block's transactions, whatever wire form they came in (reference §3.3).
// Flags become a BigInt because the bit set reaches bit 44 and JS bitwise operators are 32-bit.
import type { MempoolDeltaChange, TransactionCompressed } from './compressed'
import type { TransactionClassified, TransactionStripped } from './transaction'

export interface BlockTx {
  txid: string
  /** Sats (real fee, excluding any acceleration bid). */
  fee: number
  /** vB, may be fractional. */
  vsize: number
  /** Sats, sum of outputs. */
  value: number
  /** sat/vB, effective (package-aware) rate; fee / vsize when the wire gave none. */
  rate: number
  /** Bit set of §3.1 exactly as sent; the client-only `acceleration` bit is NOT mixed in (see `acc`). */
  flags: bigint
  /** First seen, unix s; 0 = unknown. */
  time: number
  acc: boolean
}

/** A `delta.changed` entry: new rate and acceleration state of a tx already in the block. */
export interface BlockTxChange {
  txid: string
  /** sat/vB. */
  rate: number
  /** Sent, but clients are told to ignore it when applying a change. */
  flags: bigint
  acc: boolean
}

/** Flags arrive as a JSON number (< 2^53); anything that is not a finite number counts as no flags. */
export function flagsToBigInt(flags: number | undefined): bigint {
  return typeof flags === 'number' && Number.isFinite(flags) ? BigInt(Math.trunc(flags)) : 0n
}

// sat/vB fallback when the wire omits the effective rate.
function ownRate(fee: number, vsize: number): number {
  return vsize > 0 ? fee / vsize : 0
}

/** `[txid, fee, vsize, value, rate, flags, time, 1?]` (time at index 6, acceleration marker at 7). */
export function fromCompressed(tuple: TransactionCompressed): BlockTx {
  const [txid, fee, vsize, value, rate, flags, time] = tuple
  return { txid, fee, vsize, value, rate, flags: flagsToBigInt(flags), time, acc: tuple[7] === 1 }
}

/** WS `transactions` / RBF tree `tx` objects. */
export function fromStripped(tx: TransactionStripped): BlockTx {
  return {
    txid: tx.txid,
    fee: tx.fee,
    vsize: tx.vsize,
    value: tx.value,
    rate: tx.rate ?? ownRate(tx.fee, tx.vsize),
    flags: flagsToBigInt(tx.flags),
    time: tx.time ?? 0,
    acc: tx.acc === true,
  }
}

/** Block summary and audit template objects. */
export function fromClassified(tx: TransactionClassified): BlockTx {
  return {
    txid: tx.txid,
    fee: tx.fee,
    vsize: tx.vsize,
    value: tx.value,
    rate: tx.rate,
    flags: flagsToBigInt(tx.flags),
    time: tx.time ?? 0,
    acc: tx.acc === true,
  }
}

/** `[txid, rate, flags, 0|1]`. */
export function fromDeltaChange(tuple: MempoolDeltaChange): BlockTxChange {
  const [txid, rate, flags, acc] = tuple
  return { txid, rate, flags: flagsToBigInt(flags), acc: acc === 1 }
}

/** Apply a change the way the protocol says: new rate and acceleration, flags kept. */
export function applyChange(tx: BlockTx, change: BlockTxChange): BlockTx {
  return { ...tx, rate: change.rate, acc: change.acc }
}
