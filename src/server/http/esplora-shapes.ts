// The `/api` family answers in esplora/electrs shapes: blocks without `extras`, transactions without the
// mempool backend's extension fields (firstSeen, vsize, effectiveFeePerVsize, flags, …; reference §2.5.1).
import type { Block, BlockExtended, Transaction } from '../../core/wire'

/** The listed keys of `value` that are present (absent optional keys stay absent). */
function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>
  for (const key of keys) if (value[key] !== undefined) picked[key] = value[key]
  return picked
}

const BLOCK_KEYS = [
  'id',
  'height',
  'version',
  'timestamp',
  'tx_count',
  'size',
  'weight',
  'merkle_root',
  'previousblockhash',
  'mediantime',
  'nonce',
  'bits',
  'difficulty',
] as const satisfies readonly (keyof Block)[]

const TX_KEYS = [
  'txid',
  'version',
  'locktime',
  'vin',
  'vout',
  'size',
  'weight',
  'sigops',
  'fee',
  'status',
] as const satisfies readonly (keyof Transaction)[]

export function esploraBlock(b: BlockExtended): Block {
  return pick(b, BLOCK_KEYS)
}

export function esploraTx(tx: Transaction): Transaction {
  return pick(tx, TX_KEYS)
}

/** Applies esploraTx to a single tx or a list when the family is esplora. */
export function txsFor<T extends Transaction | Transaction[]>(esplora: boolean, value: T): T {
  if (!esplora) return value
  return (Array.isArray(value) ? value.map(esploraTx) : esploraTx(value)) as T
}
