export type {
  ConnectionState,
  LiveSocket,
  RestClient,
  RestError,
  RestRequest,
  ServerMessageKey,
  TrackingKey,
} from './client/contracts'
export type {
  Acceleration,
  AccelerationEstimate,
  AccelerationsMessage,
  PaymentMethod,
} from './api/acceleration'
export type {
  AddressInfo,
  AddressTransactionsGroup,
  AddressTxSummary,
  AddressValidation,
  ChainStats,
  Utxo,
  WalletAddress,
} from './api/address'
export type { AuditScore, BlockAudit, TxAudit } from './api/audit'
export type { BackendInfo, BackendKind } from './api/backend-info'
export type { Block, BlockExtended, BlockExtras, BlockOrphan, BlockPool } from './api/block'
export type { BlockTx, BlockTxChange } from './api/block-tx'
export {
  applyChange,
  flagsToBigInt,
  fromClassified,
  fromCompressed,
  fromDeltaChange,
  fromStripped,
} from './api/block-tx'
export type {
  MempoolBlockDelta,
  MempoolDeltaChange,
  ProjectedBlockDelta,
  ProjectedBlockFull,
  ProjectedBlockTransactions,
  TransactionCompressed,
} from './api/compressed'
export type { Conversions, HistoricalPrice } from './api/conversions'
export type { CpfpAncestor, CpfpCluster, CpfpInfo } from './api/cpfp'
export type { DifficultyAdjustment } from './api/difficulty'
export type { Difficulty } from './api/to-difficulty'
export { toDifficulty } from './api/to-difficulty'
export * as endpoints from './api/endpoints'
export type { RecommendedFees } from './api/fees'
export type { InitData } from './api/init-data'
export type { MempoolBlock, MempoolBlockWithIndex } from './api/mempool-block'
export type { MempoolInfo, MempoolSummary } from './api/mempool-info'
export type { MempoolTransactions, MempoolTxids } from './api/mempool-txids'
export type {
  DifficultyAdjustmentTuple,
  DifficultyEntry,
  HashrateEntry,
  HashrateResponse,
  MiningInterval,
  PoolDefinition,
  PoolDetail,
  PoolHashrateEntry,
  PoolName,
  PoolStat,
  PoolsResponse,
  RewardStats,
} from './api/mining'
export type {
  AccelerationPosition,
  MempoolPosition,
  TxPosition,
  TxTrackingInfo,
  UtxoSpent,
} from './api/position'
export type { RbfResponse, RbfTransaction, RbfTree, ReplacedBy, ReplacementInfo } from './api/rbf'
export type { OptimizedStatistic, StatisticsInterval } from './api/statistics'
export type { StratumJob } from './api/stratum'
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
export type { TypedRequest } from './api/typed-request'
export { call } from './api/typed-request'
export type { ClientCommand, WantName } from './api/ws-client'
export type {
  LoadingIndicators,
  ServerFrame,
  ServerMessage,
  ServerMessages,
  ServerMessageType,
} from './api/ws-server'
export { isServerMessageType, serverMessageTypes, splitFrame } from './api/ws-server'
export type { RestClientOptions } from './client/rest-client'
export { ABORTED, createRestClient, isRestError } from './client/rest-client'
export type { FetcherOptions, FetcherStore, FetcherValue } from './client/fetcher-store'
export { createFetcherStore } from './client/fetcher-store'
export type { CreateClientOptions, MempoolClient } from './client/create-client'
export { createClient } from './client/create-client'
export type { RegistryClientOptions } from './client/registry'
export { getClient, releaseClient, resetClients } from './client/registry'
export type { LiveSocketHandle, LiveSocketOptions } from './socket/live-socket'
export { createLiveSocket } from './socket/live-socket'
export type { EventTargetLike, ReconnectOptions, VisibilityTarget } from './socket/reconnect'
export { Reconnect } from './socket/reconnect'
export type { Connection, Frame, WebSocketClass, WebSocketLike } from './socket/ws-connection'
export { ConnectionError, WsConnection } from './socket/ws-connection'
export { normalizeApiBase, wsUrlFor } from './socket/ws-url'
export { MEMPOOL_BLOCK_STOP_DELAY_MS, TRACKING_STOP_VALUES } from './socket/stop-values'
export type { TestPair, TestPairOptions } from './socket/test-pair'
export { createTestPair, FakeWebSocket, TestServer } from './socket/test-pair'
export type {
  BackendUpdate,
  ChainTip,
  HistoricalPricesState,
  MempoolBlockTile,
  ProjectedBlockState,
  ProjectedBlockStore,
  ProjectedBlockUpdate,
  Stores,
  StoresOptions,
  SyncProgress,
  TrackedTxState,
  TrackedTxStore,
  TxConfirmation,
  AddressTransactionsStore,
  MultiAddressTransactionsStore,
} from './stores/index'
export {
  BLOCK_VSIZE_LIMIT,
  createStores,
  median,
  mergeMempoolBlocks,
  positionMempoolBlocks,
} from './stores/index'
export type {
  AuditedBlockTx,
  BlockOverview,
  BlockOverviewError,
  BlockOverviewFailure,
  BlockOverviewLoader,
  BlockOverviewState,
  BlockOverviewStore,
  BlockRef,
} from './stores/block-overview'
export {
  BLOCK_OVERVIEW_CACHE_SIZE,
  blockOverviewLoader,
  createBlockOverviewLoader,
  createBlockOverviewStore,
  parseBlockId,
} from './stores/block-overview'
export type { AuditSets, AuditedTx } from './bitcoin/audit-status'
export { auditSets, blockSideStatuses, templateSideStatuses } from './bitcoin/audit-status'
export type { TxFlagName } from './bitcoin/flags'
export { TX_FLAGS, TX_FLAG_NAMES, flagMask, flagNames, hasFlag, toFlagBits } from './bitcoin/flags'
export type { TxRelations } from './bitcoin/tx-flags'
export { asmPushes, transactionFlags } from './bitcoin/tx-flags'
export type {
  FilterGroupOptions,
  FilterMode,
  TxFilter,
  TxFilterGroup,
  TxFilterKey,
} from './bitcoin/filters'
export { FILTER_MODES, TX_FILTERS, filterGroups, matchesFilter } from './bitcoin/filters'
export { FEE_LEVELS, feeBucket } from './bitcoin/fee-levels'
export type { FeePaletteName } from './bitcoin/fee-palettes'
export {
  FEE_COLOUR_LEVELS,
  FEE_PALETTES,
  feeColour,
  feeColourIndex,
  paletteForTheme,
} from './bitcoin/fee-palettes'
export type { Rgba } from './bitcoin/colour'
export { darken, desaturate, hexToRgba, rgbaToHex, withAlpha } from './bitcoin/colour'
export type {
  AuditBases,
  AuditColours,
  AuditTheme,
  TxAuditStatus,
  TxColourContext,
  TxColourRole,
  TxRoleContext,
} from './bitcoin/audit-colours'
export {
  HIGHLIGHT_COLOUR,
  HOVER_COLOUR,
  auditColours,
  auditColoursFrom,
  feeAuditRgba,
  feeAuditVariant,
  feeMarginalRgba,
  feeMarginalVariant,
  feeRgba,
  txColour,
  txColourRole,
} from './bitcoin/audit-colours'
export type { FeeSpan } from './bitcoin/fee-range'
export { feeSpan } from './bitcoin/fee-range'
export { BLOCK_WEIGHT_UNITS, blockFill, blockFillFromVsize } from './bitcoin/block-fill'
export type { GradientStop } from './bitcoin/projected-gradient'
export { projectedBlockGradient } from './bitcoin/projected-gradient'
export type { SoftFork, SpecialBlock } from './bitcoin/special-blocks'
export {
  HALVING_INTERVAL,
  SOFT_FORK_HEIGHTS,
  blockSubsidySats,
  halvingEpoch,
  nextHalvingHeight,
  softForkActive,
  specialBlock,
} from './bitcoin/special-blocks'
export { scriptHash } from './bitcoin/script-hash'
export type { Multisig } from './bitcoin/multisig'
export { parseMultisig } from './bitcoin/multisig'
export { isPubkeyHex, p2pkScriptHex } from './bitcoin/pubkey'
export { normalizeAddress } from './bitcoin/address'
export type { WalletAddressSummary, WalletChainStats, WalletEntry } from './bitcoin/wallet'
export { PRIVATE_WALLET_KEY, walletAddresses, walletBalanceSats } from './bitcoin/wallet'
export type { PricePoint } from './bitcoin/historical-price'
export { priceAt } from './bitcoin/historical-price'
export type { AccelerationEstimateInput, BidRange } from './bitcoin/acceleration'
export {
  DEFAULT_BID_RATIO,
  MAX_BID_RATIO,
  MIN_BID_RATIO,
  acceleratedRate,
  bidRange,
  clampBid,
  maxAccelerationCost,
} from './bitcoin/acceleration'
export { feeRateDecimals, formatFeeRate, formatFeeRateWithUnit } from './format/fee-rate'
export type { FiatCurrency } from './preferences/currencies'
export {
  ALL_CURRENCIES,
  BASE_CURRENCIES,
  DEFAULT_CURRENCY,
  effectiveCurrency,
  isFiatCurrency,
  offeredCurrencies,
} from './preferences/currencies'
export type { RateUnit } from './preferences/rate-unit'
export { DEFAULT_RATE_UNIT, RATE_UNITS, WEIGHT_PER_VBYTE, feeRateIn } from './preferences/rate-unit'
export type { ChartWindow } from './preferences/windows'
export {
  CHART_WINDOWS,
  DEFAULT_GRAPH_WINDOW,
  DEFAULT_MINING_WINDOW,
  MINING_WINDOWS,
} from './preferences/windows'
export {
  $fiatCurrency,
  $graphWindow,
  $miningWindow,
  $rateUnit,
  $showAudit,
  $showFlow,
  $timeLtr,
  PREFERENCE_KEYS,
} from './preferences/preferences'
export type { SearchKind, SearchTarget } from './search/classify'
export { MIN_PREFIX_LENGTH, classifySearch } from './search/classify'
export { fiatDecimals, formatFiat } from './format/fiat'
export type { FormatBytesOptions, SizeUnit } from './format/bytes'
export { formatBytes, scaleBytes } from './format/bytes'
export type { FormatAmountOptions } from './format/amount'
export { AMOUNT_DIGITS, amountDigitsForWidth, formatAmount, formatBtc } from './format/amount'
export type { ShortenOptions } from './format/shorten'
export { shortenNumber } from './format/shorten'
export { SHORTENED_LENGTH, truncateMiddle } from './format/truncate'
export type { ElapsedParts, TimeUnit } from './format/time-since'
export {
  PRECISION_THRESHOLDS,
  TIME_REFRESH_MS,
  TIME_UNITS,
  elapsedParts,
  timeSince,
} from './format/time-since'
export type { Language } from './i18n/languages'
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isRtl,
  isSupportedLanguage,
  languageName,
  textDirection,
} from './i18n/languages'
export type { MessageValues, Translator } from './i18n/index'
export { createTranslator, getIntl, registerCatalog, t } from './i18n/index'
export {
  $loadedCatalogs,
  LAZY_CATALOG_CODES,
  catalogCode,
  isCatalogLoaded,
  loadCatalog,
} from './i18n/catalog-loader'
export type { LanguageSources } from './i18n/choose-language'
export {
  LANGUAGE_COOKIE,
  chooseLanguage,
  languageCookie,
  languageCookieValue,
} from './i18n/choose-language'
export type { BitcoinNetwork, Build, LiquidNetwork, Network } from './network/networks'
export {
  NETWORKS,
  apiPathPrefix,
  buildNetworks,
  hasHistoricalPrices,
  hasLightning,
  isLiquid,
  isNetwork,
  networkUnit,
  rootNetwork,
} from './network/networks'
export type { ExplorerPath } from './network/parse-path'
export { parseExplorerPath } from './network/parse-path'
export type { LinkOptions } from './network/links'
export { explorerLink, isSameBuild, networkSegment, pagePath, pathSegment } from './network/links'
export { CANONICAL_HOSTS, canonicalUrl } from './network/canonical'
export type { PageFraming, SiteNetwork, SitePageId } from './network/site-pages'
export { SITE_NETWORKS, SITE_PAGES, sitePageFraming, sitePageOf } from './network/site-pages'
export type { SiteBuild, SiteConfig, SiteToggle, SiteToggles } from './network/site-config'
export {
  SITE_BUILDS,
  SITE_CONFIG_META,
  SITE_TOGGLES,
  defaultSiteConfig,
  defaultToggles,
  parseSiteConfig,
  pathBuild,
} from './network/site-config'
export { DEFAULT_SITE_NAME, pageTitle, siteTitle } from './network/titles'
export { AGE_UNMATCHED, ageOpacity } from './bitcoin/age-gradient'
export { BLOCK_VSIZE_VB, blocksForVsize } from './bitcoin/block-fill'
export type { AcceleratorError, AcceleratorErrorCode } from './accelerator/errors'
export {
  ACCELERATOR_ERROR_CODES,
  acceleratorError,
  acceleratorErrorStyle,
} from './accelerator/errors'
export { acceleratorErrorMessages } from './accelerator/error-messages'
