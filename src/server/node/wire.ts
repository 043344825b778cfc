// Wire shapes the simulator returns: the core's wire types (src/core/api), re-exported under the names the
// node facade uses, so the server and the widgets share one definition of every frame and REST answer.
export type {
  Vout,
  Vin,
  TxStatus,
  Transaction,
  Outspend,
  TransactionStripped,
  TransactionClassified,
  RecentTransaction as MempoolRecent,
  ScriptPubKeyType,
} from '../../core/api/transaction'
export type {
  TransactionCompressed,
  MempoolDeltaChange,
  MempoolBlockDelta,
  ProjectedBlockTransactions as ProjectedBlockFrame,
} from '../../core/api/compressed'
export type { MempoolBlock } from '../../core/api/mempool-block'
export type { Block, BlockExtended, BlockExtras, BlockPool as PoolRef } from '../../core/api/block'
export type { BlockAudit, AuditScore, TxAudit } from '../../core/api/audit'
export type { CpfpAncestor as Ancestor, CpfpInfo } from '../../core/api/cpfp'
export type {
  MempoolPosition,
  TxPosition,
  TxTrackingInfo,
  UtxoSpent,
} from '../../core/api/position'
export type { RbfTransaction, RbfTree, ReplacementInfo, RbfResponse } from '../../core/api/rbf'
export type {
  ChainStats,
  AddressInfo,
  AddressTxSummary,
  Utxo,
  AddressValidation as ValidateAddress,
  AddressTransactionsGroup,
} from '../../core/api/address'
export type { MempoolInfo, MempoolSummary } from '../../core/api/mempool-info'
export type { RecommendedFees } from '../../core/api/fees'
export type { DifficultyAdjustment } from '../../core/api/difficulty'
export type { Conversions, HistoricalPrice } from '../../core/api/conversions'
export type { BackendInfo } from '../../core/api/backend-info'
export type { OptimizedStatistic, StatisticsInterval } from '../../core/api/statistics'
export type {
  MiningInterval,
  PoolStat,
  PoolsResponse as PoolsSummary,
  PoolDefinition,
  PoolDetail as PoolInfo,
  PoolHashrateEntry as PoolHashratePoint,
  HashrateResponse as HashrateSummary,
  RewardStats,
  DifficultyAdjustmentTuple,
  PoolName,
} from '../../core/api/mining'
export type { InitData } from '../../core/api/init-data'

/** Esplora `/api/block/{hash}/status`. */
export interface BlockStatus {
  in_best_chain: boolean
  height: number
  next_best: string | null
}

/** `/api/v1/mining/blocks/fees/{interval}` element; avgFees in sats. */
export interface BlockFeesPoint {
  avgHeight: number
  timestamp: number
  avgFees: number
}
/** avgRewards in sats. */
export interface BlockRewardsPoint {
  avgHeight: number
  timestamp: number
  avgRewards: number
}
/** Fee-rate percentiles in sat/vB. */
export interface BlockFeeRatesPoint {
  avgHeight: number
  timestamp: number
  avgFee_0: number
  avgFee_10: number
  avgFee_25: number
  avgFee_50: number
  avgFee_75: number
  avgFee_90: number
  avgFee_100: number
}
/** Sizes in bytes, weights in WU. */
export interface BlockSizesWeights {
  sizes: { avgHeight: number; timestamp: number; avgSize: number }[]
  weights: { avgHeight: number; timestamp: number; avgWeight: number }[]
}
