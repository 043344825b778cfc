// Server → client websocket messages (reference §1.3). A server frame is one JSON object whose keys are
// message types; one frame usually carries several. splitFrame turns a frame into a typed message list.
import type { AccelerationsMessage } from './acceleration'
import type { AddressTransactionsGroup } from './address'
import type { BackendInfo, BackendKind } from './backend-info'
import type { BlockExtended } from './block'
import type { ProjectedBlockTransactions } from './compressed'
import type { Conversions } from './conversions'
import type { DifficultyAdjustment } from './difficulty'
import type { RecommendedFees } from './fees'
import type { MempoolBlock } from './mempool-block'
import type { MempoolInfo } from './mempool-info'
import type { MempoolTransactions, MempoolTxids } from './mempool-txids'
import type { TxPosition, TxTrackingInfo, UtxoSpent } from './position'
import type { RbfTree, ReplacedBy, ReplacementInfo } from './rbf'
import type { OptimizedStatistic } from './statistics'
import type { StratumJob } from './stratum'
import type { Transaction, TransactionStripped } from './transaction'

/** Progress 0–99 per task name (`mempool`, `block-indexing`, …); a key disappears at 100. */
export type LoadingIndicators = Record<string, number>

export interface ServerMessages {
  backend: BackendKind
  backendInfo: BackendInfo
  /** Latest ≤ 8 blocks, ascending height (oldest first). */
  blocks: BlockExtended[]
  /** The new tip. */
  block: BlockExtended
  /** Txid of the tracked tx mined in this block. */
  txConfirmed: string
  /** Up to 8; index = array position. */
  'mempool-blocks': MempoolBlock[]
  mempoolInfo: MempoolInfo
  /** vB/s averaged over the last 150 s. */
  vBytesPerSecond: number
  /** Precise variant, sat/vB. */
  fees: RecommendedFees
  /** Mixed units: see difficulty.ts / toDifficulty. */
  da: DifficultyAdjustment
  /** The 6 most recently seen mempool txs, newest first. */
  transactions: TransactionStripped[]
  conversions: Conversions
  loadingIndicators: LoadingIndicators
  /** ≤ 6, init payload only. */
  rbfSummary: ReplacementInfo[]
  'live-2h-chart': OptimizedStatistic
  /** Node-fleet health check (ops tool); shape not relied upon. */
  tomahawk: unknown[]
  pong: true
  /** Full transaction, reply to track-tx + watch-mempool. */
  tx: Transaction
  txPosition: TxPosition
  utxoSpent: UtxoSpent
  rbfTransaction: ReplacedBy
  txReplaced: ReplacedBy
  rbfInfo: RbfTree
  /** Only txids with news. */
  'tracked-txs': Record<string, TxTrackingInfo>
  'track-txs-error': string
  'track-addresses-error': string
  'track-scriptpubkeys-error': string
  'address-transactions': Transaction[]
  'address-removed-transactions': Transaction[]
  /** Confirmed txs (status filled). */
  'block-transactions': Transaction[]
  /** Keyed by the address exactly as the client sent it. */
  'multi-address-transactions': Record<string, AddressTransactionsGroup>
  /** Keyed by scriptPubKey hex. */
  'multi-scriptpubkey-transactions': Record<string, AddressTransactionsGroup>
  'projected-block-transactions': ProjectedBlockTransactions
  /** ≤ 25, most recent first; always the whole list. */
  rbfLatest: RbfTree[]
  /** ≤ 6; may be empty. */
  rbfLatestSummary: ReplacementInfo[]
  'mempool-txids': MempoolTxids
  'mempool-transactions': MempoolTransactions
  accelerations: AccelerationsMessage
  /** Confirmed txs touching the wallet in this block, or {} when the server has no wallet data. */
  'wallet-transactions': Transaction[] | Record<string, never>
  /** Keyed by pool unique id. */
  stratumJobs: Record<string, StratumJob>
  stratumJob: StratumJob
  donationConfirmed: true
}

export type ServerMessageType = keyof ServerMessages

/** A raw server frame: any subset of the keys. */
export type ServerFrame = Partial<ServerMessages>

/** One message, discriminated by `type`. */
export type ServerMessage = {
  [K in keyof ServerMessages]: { type: K; value: ServerMessages[K] }
}[keyof ServerMessages]

// A value-level list of the keys so unknown keys can be filtered; `satisfies` keeps it in sync with the map.
const keyTable = {
  backend: true,
  backendInfo: true,
  blocks: true,
  block: true,
  txConfirmed: true,
  'mempool-blocks': true,
  mempoolInfo: true,
  vBytesPerSecond: true,
  fees: true,
  da: true,
  transactions: true,
  conversions: true,
  loadingIndicators: true,
  rbfSummary: true,
  'live-2h-chart': true,
  tomahawk: true,
  pong: true,
  tx: true,
  txPosition: true,
  utxoSpent: true,
  rbfTransaction: true,
  txReplaced: true,
  rbfInfo: true,
  'tracked-txs': true,
  'track-txs-error': true,
  'track-addresses-error': true,
  'track-scriptpubkeys-error': true,
  'address-transactions': true,
  'address-removed-transactions': true,
  'block-transactions': true,
  'multi-address-transactions': true,
  'multi-scriptpubkey-transactions': true,
  'projected-block-transactions': true,
  rbfLatest: true,
  rbfLatestSummary: true,
  'mempool-txids': true,
  'mempool-transactions': true,
  accelerations: true,
  'wallet-transactions': true,
  stratumJobs: true,
  stratumJob: true,
  donationConfirmed: true,
} as const satisfies Record<keyof ServerMessages, true>

export const serverMessageTypes: readonly ServerMessageType[] = Object.keys(
  keyTable,
) as ServerMessageType[]

export function isServerMessageType(key: string): key is ServerMessageType {
  return Object.prototype.hasOwnProperty.call(keyTable, key)
}

/** Split a frame into its messages, in the frame's key order; unknown keys and null values are dropped. */
export function splitFrame(frame: ServerFrame): ServerMessage[] {
  const messages: ServerMessage[] = []
  for (const [key, value] of Object.entries(frame)) {
    if (value === undefined || value === null || !isServerMessageType(key)) continue
    messages.push({ type: key, value } as ServerMessage)
  }
  return messages
}
