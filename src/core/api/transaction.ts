// Transactions (reference §2.5.1, §3.3). Amounts in sats, sizes in bytes / WU / vB, times in unix s.
import type { CpfpAncestor } from './cpfp'
import type { MempoolPosition } from './position'

export type ScriptPubKeyType =
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'op_return'
  | 'multisig'
  | 'anchor'
  | 'nonstandard'
  | 'unknown'
  | 'provably_unspendable'
  | 'empty'

export interface Vout {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: ScriptPubKeyType
  scriptpubkey_address?: string
  /** Sats. */
  value: number
}

export interface Vin {
  /** Coinbase: 64 zeros. */
  txid: string
  /** Coinbase: 4294967295. */
  vout: number
  /** Null for coinbase. */
  prevout: Vout | null
  scriptsig: string
  scriptsig_asm: string
  /** Hex items; absent or [] when there is no witness. */
  witness?: string[]
  inner_redeemscript_asm?: string
  inner_witnessscript_asm?: string
  is_coinbase: boolean
  sequence: number
  /** Liquid only. */
  is_pegin?: boolean
  /** Liquid only. */
  issuance?: Record<string, unknown>
}

export interface TxStatus {
  confirmed: boolean
  block_height?: number
  block_hash?: string
  /** Unix s. */
  block_time?: number
}

/** Esplora transaction plus the optional mempool-backend extensions. */
export interface Transaction {
  txid: string
  version: number
  locktime: number
  /** Bytes. */
  size: number
  /** WU. */
  weight: number
  sigops?: number
  /** Sats (coinbase: 0). */
  fee: number
  vin: Vin[]
  vout: Vout[]
  status: TxStatus
  // — mempool backend extensions (all optional) —
  /** Unix s. */
  firstSeen?: number
  /** vB = ceil(weight / 4). */
  vsize?: number
  /** sat/vB. */
  feePerVsize?: number
  /** sat/vB, package-aware. */
  effectiveFeePerVsize?: number
  /** vB = max(weight / 4, 5 × sigops). */
  adjustedVsize?: number
  /** sat/vB. */
  adjustedFeePerVsize?: number
  order?: number
  uid?: number
  inputs?: number[]
  ancestors?: CpfpAncestor[]
  descendants?: CpfpAncestor[]
  bestDescendant?: CpfpAncestor | null
  cpfpChecked?: boolean
  cpfpDirty?: boolean
  position?: MempoolPosition
  /** Bit set up to bit 44 (§3.1): never use 32-bit operators on it. */
  flags?: number
  acceleration?: boolean
  /** Pool unique ids. */
  acceleratedBy?: number[]
  /** Unix s. */
  acceleratedAt?: number
  /** Sats. */
  feeDelta?: number
  replacement?: boolean
  clusterId?: number
  chunkIndex?: number
}

/** `/api/tx/{txid}/outspends` element. */
export interface Outspend {
  spent: boolean
  txid?: string
  vin?: number
  status?: TxStatus
}

/** WS `transactions`, RBF tree `tx`: a small summary object. */
export interface TransactionStripped {
  txid: string
  /** Sats. */
  fee: number
  /** vB (fractional allowed). */
  vsize: number
  /** Sats: sum of outputs. */
  value: number
  /** sat/vB, effective. */
  rate?: number
  /** First seen, unix s. */
  time?: number
  acc?: boolean
  /** Bit set (§3.1), present on some forms. */
  flags?: number
}

/** `/api/v1/block/{hash}/summary` element and audit `template` element. */
export interface TransactionClassified {
  txid: string
  /** Sats. */
  fee: number
  /** vB. */
  vsize: number
  /** Sats. */
  value: number
  /** sat/vB: effective when CPFP data was known, else fee / vsize. */
  rate: number
  /** Bit set up to bit 44 (§3.1). */
  flags: number
  /** First seen, unix s (only when known). */
  time?: number
  acc?: boolean
}

/** `/api/mempool/recent` element. */
export interface RecentTransaction {
  txid: string
  fee: number
  vsize: number
  value: number
}
