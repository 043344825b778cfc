// Addresses (reference §2.4, §1.3). Amounts in sats.
import type { Transaction, TxStatus } from './transaction'

export interface ChainStats {
  funded_txo_count: number
  /** Sats. */
  funded_txo_sum: number
  spent_txo_count: number
  /** Sats. */
  spent_txo_sum: number
  tx_count: number
}

/** `GET /api/address/{address}`; balance = funded_txo_sum − spent_txo_sum over chain + mempool. */
export interface AddressInfo {
  address: string
  chain_stats: ChainStats
  mempool_stats: ChainStats
}

/** `GET /api/address/{a}/txs/summary` element. */
export interface AddressTxSummary {
  txid: string
  /** Net sats for this address (negative when spending). */
  value: number
  height: number
  /** Unix s. */
  time: number
  tx_position?: number
}

/** `GET /api/address/{a}/utxo` element. */
export interface Utxo {
  txid: string
  vout: number
  /** Sats. */
  value: number
  status: TxStatus
}

/** Per-address group in `multi-address-transactions` / `multi-scriptpubkey-transactions`. */
export interface AddressTransactionsGroup {
  mempool: Transaction[]
  confirmed: Transaction[]
  removed: Transaction[]
}

/** Core `validateaddress` via `/api/v1/validate-address/{address}`. */
export interface AddressValidation {
  isvalid: boolean
  address?: string
  scriptPubKey?: string
  isscript?: boolean
  iswitness?: boolean
  witness_version?: number
  witness_program?: string
  error?: string
}

/** `GET /api/v1/wallet/{name}` value per address. */
export interface WalletAddress {
  address: string
  stats: ChainStats
  transactions: AddressTxSummary[]
  /** Unix ms. */
  lastSync: number
}
