// Mined blocks (reference §2.5.3, §3.8). Heights are block heights; times are unix seconds.

/** Esplora `GET /api/block/{hash}` — a block header with counts, no mempool extras. */
export interface Block {
  id: string
  height: number
  version: number
  /** Header time, unix s. */
  timestamp: number
  bits: number
  nonce: number
  difficulty: number
  merkle_root: string
  tx_count: number
  /** Bytes. */
  size: number
  /** WU. */
  weight: number
  previousblockhash: string
  /** Median time past, unix s. */
  mediantime: number
  /** Present on mempool-backend blocks; true for stale (orphaned) blocks. */
  stale?: boolean
}

/** The mining pool credited with a block. `id` is the pool's unique id, not a database row id. */
export interface BlockPool {
  id: number
  name: string
  slug: string
  minerNames?: string[] | null
}

export interface BlockOrphan {
  height: number
  hash: string
  status: string
  prevhash: string
}

/** Mempool backend additions under `extras`. Many fields are absent on minimal servers. */
export interface BlockExtras {
  /** Sats: subsidy + fees (sum of coinbase outputs). */
  reward: number
  /** Sats. */
  totalFees: number
  /** sat/vB, effective-rate median (§3.7). */
  medianFee: number
  /** sat/vB: [min*, p10, p25, p50, p75, p90, max*]. */
  feeRange: number[]
  /** Sats. */
  avgFee?: number
  /** sat/vB (integer). */
  avgFeeRate?: number
  pool?: BlockPool
  coinbaseRaw?: string
  coinbaseAddress?: string | null
  coinbaseAddresses?: string[] | null
  coinbaseSignature?: string | null
  coinbaseSignatureAscii?: string | null
  /** Bytes. */
  avgTxSize?: number
  totalInputs?: number
  totalOutputs?: number
  /** Sats. */
  totalOutputAmt?: number
  /** Sats; null without coinstatsindex. */
  totalInputAmt?: number | null
  utxoSetChange?: number
  utxoSetSize?: number | null
  segwitTotalTxs?: number
  /** Bytes. */
  segwitTotalSize?: number
  /** WU. */
  segwitTotalWeight?: number
  /** vB (weight / 4). */
  virtualSize?: number
  /** 80-byte header, hex. */
  header?: string
  /** Sats [7], absolute fee percentiles. */
  feePercentiles?: number[] | null
  /** Sats. */
  medianFeeAmt?: number | null
  /** Audit score, percent 0–100. */
  matchRate?: number | null
  /** Sats. */
  expectedFees?: number | null
  /** WU. */
  expectedWeight?: number | null
  /** 0–1: weight share of projected block 0 that was actually mined. */
  similarity?: number
  /** Unix s. */
  firstSeen?: number | null
  orphans?: BlockOrphan[]
  definitionHash?: string
}

/** `/api/v1/block/{hash}`, `/api/v1/blocks`, WS `block` / `blocks`. */
export interface BlockExtended extends Block {
  extras: BlockExtras
}

/** Esplora `GET /api/block/{hash}/status`. */
export interface BlockStatus {
  in_best_chain: boolean
  height: number
  next_best: string | null
}
