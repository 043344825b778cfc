// The `/api` family answers in esplora/electrs shapes: blocks without `extras`, transactions without the
// mempool backend's extension fields (firstSeen, vsize, effectiveFeePerVsize, flags, …; reference §2.5.1).
import type { Block, BlockExtended } from '../../core/api/block'
import type { Transaction } from '../../core/api/transaction'

export function esploraBlock(b: BlockExtended): Block {
  const {
    id,
    height,
    version,
    timestamp,
    tx_count,
    size,
    weight,
    merkle_root,
    previousblockhash,
    mediantime,
    nonce,
    bits,
    difficulty,
  } = b
  return {
    id,
    height,
    version,
    timestamp,
    tx_count,
    size,
    weight,
    merkle_root,
    previousblockhash,
    mediantime,
    nonce,
    bits,
    difficulty,
  }
}

export function esploraTx(tx: Transaction): Transaction {
  const { txid, version, locktime, vin, vout, size, weight, sigops, fee, status } = tx
  return sigops === undefined
    ? { txid, version, locktime, vin, vout, size, weight, fee, status }
    : { txid, version, locktime, vin, vout, size, weight, sigops, fee, status }
}

/** Applies esploraTx to a single tx or a list when the family is esplora. */
export function txsFor<T extends Transaction | Transaction[]>(esplora: boolean, value: T): T {
  if (!esplora) return value
  return (Array.isArray(value) ? value.map(esploraTx) : esploraTx(value)) as T
}
