// The server's one door into the core: the wire types every REST answer and websocket frame is built from,
// and the pure Bitcoin and network rules the simulated server shares with the widgets. src/server imports
// nothing from src/core but this file (eslint's no-restricted-imports enforces it), so the server cannot
// grow a second copy of a rule or a renamed copy of a wire type. Names are the core's own, never aliased.
export type {
  AddressInfo,
  AddressTransactionsGroup,
  AddressTxSummary,
  AddressValidation,
  ChainStats,
  Utxo,
} from './api/address'
export type { AuditScore, BlockAudit, TxAudit } from './api/audit'
export type { BackendInfo } from './api/backend-info'
export type { Block, BlockExtended, BlockExtras, BlockPool, BlockStatus } from './api/block'
export type { ChainTip, ChainTipStatus, StaleTip } from './api/chain-tips'
export type {
  MempoolBlockDelta,
  MempoolDeltaChange,
  ProjectedBlockFull,
  ProjectedBlockTransactions,
  TransactionCompressed,
} from './api/compressed'
export type { Conversions, HistoricalPrice } from './api/conversions'
export type { CpfpAncestor, CpfpInfo } from './api/cpfp'
export type { DifficultyAdjustment } from './api/difficulty'
export type { RecommendedFees } from './api/fees'
export type { InitData } from './api/init-data'
export type {
  LocalCpfpTx,
  MempoolAcceptFees,
  SubmitPackageResult,
  TestMempoolAcceptResult,
} from './api/mempool-accept'
export type { MempoolBlock } from './api/mempool-block'
export type { MempoolInfo, MempoolSummary } from './api/mempool-info'
export type { MempoolTransactions, MempoolTxids } from './api/mempool-txids'
export type {
  BlockFeeRatesPoint,
  BlockFeesPoint,
  BlockRewardsPoint,
  BlockSizesWeights,
  DifficultyAdjustmentTuple,
  HashrateResponse,
  MiningInterval,
  PoolDefinition,
  PoolDetail,
  PoolHashrateEntry,
  PoolName,
  PoolsResponse,
  PoolStat,
  RewardStats,
} from './api/mining'
export { MINING_INTERVALS } from './api/mining'
export type { MempoolPosition, TxPosition, TxTrackingInfo, UtxoSpent } from './api/position'
export type { RbfResponse, RbfTransaction, RbfTree, ReplacementInfo } from './api/rbf'
export type { OptimizedStatistic, StatisticsInterval } from './api/statistics'
export { STATISTICS_INTERVALS } from './api/statistics'
export type {
  Outspend,
  RecentTransaction,
  ScriptPubKeyType,
  Transaction,
  TransactionClassified,
  TransactionStripped,
  TxStatus,
  Vin,
  Vout,
} from './api/transaction'
export type { ClientCommand, WantName } from './api/ws-client'

export { FEE_LEVELS, feeBucket } from './bitcoin/fee-levels'
export type { TxFlagName } from './bitcoin/flags'
export { TX_FLAGS, flagMask, flagNames, hasFlag, scriptTypeFlag, withFlags } from './bitcoin/flags'
export { bytesToHex, hexToBytes, isHex } from './bitcoin/hex'
export type { Multisig } from './bitcoin/multisig'
export { parseMultisig } from './bitcoin/multisig'
export { isPubkeyHex, p2pkScriptHex } from './bitcoin/pubkey'
export { normalizeAddress } from './bitcoin/address'
export { scriptHash } from './bitcoin/script-hash'
export { blockSubsidySats, HALVING_INTERVAL } from './bitcoin/special-blocks'
export { BLOCK_VSIZE_VB, BLOCK_WEIGHT_UNITS } from './bitcoin/block-fill'
export type { BitcoinNetwork, Network } from './network/networks'
export { apiPathPrefix } from './network/networks'
export type { PageFraming } from './network/site-pages'
export { SITE_NETWORKS, sitePageFraming } from './network/site-pages'
export { parseExplorerPath } from './network/parse-path'
export { textDirection } from './i18n/languages'
export type { SiteBuild, SiteConfig, SiteToggle, SiteToggles } from './network/site-config'
export {
  SITE_BUILDS,
  SITE_CONFIG_META,
  SITE_TOGGLES,
  defaultSiteConfig,
  parseSiteConfig,
} from './network/site-config'
