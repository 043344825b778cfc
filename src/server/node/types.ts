// The facade the HTTP/websocket layer codes against: one SimNetwork per simulated network, all answers in
// WIRE shapes (reference §2.5). `null` = not found (the HTTP layer maps it to 404). Everything is synchronous:
// the node keeps its state in memory + SQLite (better-sqlite3 is synchronous), so no call awaits.
import type Database from 'better-sqlite3'
import type * as W from '../../core/wire'

export type NetworkName = 'mainnet' | 'testnet' | 'signet'

export type SubmitResult = { txid: string } | { error: string }

/** A tx output spent by a newly arrived mempool tx (for `utxoSpent`): keyed by the spent tx's txid. */
export type SpentOutputs = Map<string, Record<string, { vin: number; txid: string }>>

/** What every broadcast frame needs, recomputed before each event (§1.4.3 / §1.4.4). */
export interface LiveStats {
  mempoolInfo: W.MempoolInfo
  vBytesPerSecond: number
  /** Precise (3-decimal) fees, what WS `fees` carries. */
  fees: W.RecommendedFees
  da: W.DifficultyAdjustment
  mempoolBlocks: W.MempoolBlock[]
}

/** Emitted after each mempool poll (2 s cadence) that changed anything (a submission waits for the next poll
 * while the node runs; a node driven by hand polls at each submission). */
export interface MempoolUpdateEvent extends LiveStats {
  network: NetworkName
  /** Server-global projected-block sequence after this update (§1.5). */
  sequence: number
  /** New mempool txs, full (with prevouts, firstSeen, flags), in arrival order. */
  added: W.Transaction[]
  /** Txs that left the mempool without being mined (replaced or evicted), full. */
  removed: W.Transaction[]
  /** Replacements in this update. */
  replaced: { replaced: string; by: string }[]
  /** Outputs spent by `added` txs, by spent txid (§1.3 `utxoSpent`). */
  spent: SpentOutputs
  /** The 6 most recently seen mempool txs, newest first (WS `transactions`). */
  transactions: W.TransactionStripped[]
  /** True when any RBF tree changed (then send `rbfLatest` / `rbfLatestSummary` / `rbfInfo`). */
  rbfChanged: boolean
  /** Txids whose RBF tree changed (for `rbfInfo` to track-tx clients). */
  rbfTouched: string[]
  /** Delta frame per projected index that existed before or after (§1.5, mempool update → always delta). */
  projected: W.ProjectedBlockTransactions[]
  /** By address (as canonical string) and by scriptPubKey hex; `confirmed` is empty here. */
  byAddress: Map<string, W.AddressTransactionsGroup>
  byScriptPubKey: Map<string, W.AddressTransactionsGroup>
}

/** Emitted after a block is connected and the mempool/projections are recomputed (§1.4.4). */
export interface BlockEvent extends LiveStats {
  network: NetworkName
  sequence: number
  block: W.BlockExtended
  /** All txids in the block, block order (coinbase first) — `mined`. */
  txids: string[]
  /** Mempool txs evicted because the block confirmed a conflicting spend. */
  replaced: { replaced: string; by: string }[]
  /** Per projected index: full list if more than half is new, else delta; omitted when the block is empty (§1.5). */
  projected: W.ProjectedBlockTransactions[]
  /** Confirmed txs (status filled) by address / scriptPubKey hex; only `confirmed` is filled. */
  byAddress: Map<string, W.AddressTransactionsGroup>
  byScriptPubKey: Map<string, W.AddressTransactionsGroup>
}

export type Unsubscribe = () => void

export interface SimNetwork {
  readonly name: NetworkName

  // ---- blocks
  tip(): W.BlockExtended
  tipHeight(): number
  blockByHeight(height: number): W.BlockExtended | null
  blockHashAt(height: number): string | null
  blockByHash(hash: string): W.BlockExtended | null
  /** Descending from startHeight (inclusive; default tip), `count` blocks (15 for /v1/blocks, 10 for /blocks). */
  blocks(startHeight: number | undefined, count: number): W.BlockExtended[]
  blockTxids(hash: string): string[] | null
  /** Full txs with status, block order. */
  blockTxs(hash: string, start: number, count: number): W.Transaction[] | null
  blockSummary(hash: string): W.TransactionClassified[] | null
  blockAudit(hash: string): W.BlockAudit | null
  /** 80-byte header, hex. */
  blockHeader(hash: string): string | null
  blockStatus(hash: string): W.BlockStatus | null
  /** The block as the P2P network serializes it: header, CompactSize tx count, raw txs. */
  rawBlock(hash: string): Uint8Array | null
  /** Core `getchaintips`: the active tip only (the simulation never forks). */
  chainTips(): W.ChainTip[]
  /** Stale tips with their stale and canonical blocks, newest first (none: no reorgs). */
  staleTips(): W.StaleTip[]
  /** Last block with timestamp ≤ unix s. */
  blockAtTimestamp(timestampS: number): { height: number; hash: string; timestamp: number } | null

  // ---- transactions
  tx(txid: string): W.Transaction | null
  /** `/api/v1/tx/{txid}`: with the backend's extension fields (vsize, feePerVsize, effectiveFeePerVsize, …). */
  txExtended(txid: string): W.Transaction | null
  txHex(txid: string): string | null
  txStatus(txid: string): W.TxStatus | null
  outspends(txid: string): W.Outspend[] | null
  cpfp(txid: string): W.CpfpInfo | null
  /** CPFP info of an unbroadcast tx against the current mempool (`POST /api/v1/cpfp`). */
  localCpfp(tx: W.LocalCpfpTx): W.CpfpInfo
  rbf(txid: string): W.RbfResponse
  /** Replaced/evicted tx kept in the RBF cache (null → 204). */
  cachedTx(txid: string): W.Transaction | null
  /** First-seen unix s per txid, 0 if unknown. */
  transactionTimes(txids: string[]): number[]
  /** Tracking info for `track-tx` / `track-txs` (position + cpfp for mempool txs, confirmed, replacedBy). */
  trackingInfo(txid: string): W.TxTrackingInfo | null
  rbfTree(txid: string): W.RbfTree | null
  submitTx(hex: string): SubmitResult
  /** Core `testmempoolaccept` of raw hex txs; nothing changes. maxFeeRate in BTC/kvB (0 = no limit). */
  testMempoolAccept(
    hexes: string[],
    maxFeeRate?: number,
  ): W.TestMempoolAcceptResult[] | { error: string }
  /** Core `submitpackage`: a child with its unconfirmed parents, parents first. */
  submitPackage(hexes: string[]): W.SubmitPackageResult | { error: string }

  // ---- addresses (address or scripthash; null = invalid)
  address(addr: string): W.AddressInfo | null
  /** Up to 50 mempool + 25 confirmed, newest first; with afterTxid the next 25 confirmed. */
  addressTxs(addr: string, afterTxid?: string): W.Transaction[] | null
  addressTxsChain(addr: string, afterTxid?: string): W.Transaction[] | null
  addressTxsMempool(addr: string): W.Transaction[] | null
  addressTxsSummary(addr: string, afterTxid?: string): W.AddressTxSummary[] | null
  addressUtxo(addr: string): W.Utxo[] | null
  /** Several addresses as one history (each tx once): one page as addressTxs; null if any is invalid. */
  addressesTxs(addrs: readonly string[], afterTxid?: string): W.Transaction[] | null
  /** Several addresses as one history, values summed per tx: one page of 100; null if any is invalid. */
  addressesTxsSummary(addrs: readonly string[], afterTxid?: string): W.AddressTxSummary[] | null
  scripthash(hash: string): W.AddressInfo | null
  scripthashTxs(hash: string, afterTxid?: string): W.Transaction[] | null
  scripthashTxsChain(hash: string, afterTxid?: string): W.Transaction[] | null
  scripthashTxsMempool(hash: string): W.Transaction[] | null
  scripthashTxsSummary(hash: string, afterTxid?: string): W.AddressTxSummary[] | null
  scripthashUtxo(hash: string): W.Utxo[] | null
  addressPrefix(prefix: string): string[]
  validateAddress(addr: string): W.AddressValidation
  /** Canonical form for tracking (lower-cased bech32, pubkey → p2pk script) or null if invalid. */
  scriptPubKeyOf(addrOrPubkey: string): string | null

  // ---- mempool & projections
  mempoolSummary(): W.MempoolSummary
  mempoolRecent(): W.RecentTransaction[]
  mempoolTxids(): string[]
  mempoolBlocks(): W.MempoolBlock[]
  /** Full frame with the current sequence (reply to `track-mempool-block`). */
  projectedBlockTxs(index: number): W.ProjectedBlockTransactions
  txPosition(txid: string): W.TxPosition | null
  /** Current projected-block sequence (§1.5). */
  sequence(): number

  // ---- live stats
  fees(): W.RecommendedFees
  preciseFees(): W.RecommendedFees
  difficultyAdjustment(): W.DifficultyAdjustment
  mempoolInfo(): W.MempoolInfo
  vBytesPerSecond(): number
  latestTransactions(): W.TransactionStripped[]
  loadingIndicators(): Record<string, number>
  conversions(): W.Conversions
  historicalPrice(timestampS?: number, currency?: string): W.HistoricalPrice
  backendInfo(): W.BackendInfo
  initData(): W.InitData
  replacements(fullRbfOnly?: boolean): W.RbfTree[]
  rbfSummary(): W.ReplacementInfo[]

  // ---- mining
  poolList(): W.PoolName[]
  pools(interval: W.MiningInterval): W.PoolsResponse
  pool(slug: string): W.PoolDetail | null
  poolBlocks(slug: string, height?: number): W.BlockExtended[] | null
  poolHashrate(slug: string): W.PoolHashrateEntry[] | null
  poolsHashrate(interval: W.MiningInterval): W.PoolHashrateEntry[]
  hashrate(interval: W.MiningInterval): W.HashrateResponse
  difficultyAdjustments(interval: W.MiningInterval): W.DifficultyAdjustmentTuple[]
  rewardStats(blockCount: number): W.RewardStats
  blockFees(interval: W.MiningInterval): W.BlockFeesPoint[]
  /** The same points over the blocks with from ≤ timestamp ≤ to (unix s). */
  blockFeesBetween(fromS: number, toS: number): W.BlockFeesPoint[]
  blockRewards(interval: W.MiningInterval): W.BlockRewardsPoint[]
  blockFeeRates(interval: W.MiningInterval): W.BlockFeeRatesPoint[]
  blockSizesWeights(interval: W.MiningInterval): W.BlockSizesWeights
  /** `[time s, height, matchRate]`. */
  blockPredictions(interval: W.MiningInterval): [number, number, number][]
  auditScores(height?: number): W.AuditScore[]
  auditScore(hash: string): W.AuditScore | null
  txAudit(hash: string, txid: string): W.TxAudit | null
  blockTxSummary(hash: string, txid: string): W.TransactionClassified | null
  /** For `POST /api/v1/prevouts`: the output and whether its tx is unconfirmed; null if unknown/spent-less. */
  prevout(txid: string, vout: number): { prevout: W.Vout; unconfirmed: boolean } | null
  merkleProof(txid: string): { block_height: number; merkle: string[]; pos: number } | null
  /** Hex BIP37 merkleblock proving a confirmed tx (Core `gettxoutproof`); null if unconfirmed/unknown. */
  merkleBlockProof(txid: string): string | null

  // ---- statistics
  statistics(window: W.StatisticsInterval): W.OptimizedStatistic[]

  // ---- events (handlers run synchronously after the state changed; return the unsubscribe)
  onMempoolUpdate(handler: (event: MempoolUpdateEvent) => void): Unsubscribe
  onBlock(handler: (event: BlockEvent) => void): Unsubscribe
  /** New 1-minute statistics sample (`live-2h-chart`). */
  onStatistic(handler: (sample: W.OptimizedStatistic) => void): Unsubscribe
  /** Price refresh (standalone `conversions` frame). */
  onConversions(handler: (c: W.Conversions) => void): Unsubscribe

  /** Demo wallet addresses with history (for the README and tests). */
  demoAddresses(): string[]
  /** Mine one block now (tests/demo); returns it. */
  mineBlock(): W.BlockExtended
}

export interface SimNodeOptions {
  /** Directory for the SQLite file(s); created if missing. */
  dataDir: string
  /** PRNG seed: same seed → same chain. */
  seed: string | number
  /** Mean block interval in seconds (exponential); default 600. */
  blockIntervalS?: number
  /** Mean tx arrivals per second (daily variation applied); default 4. */
  txRate?: number
  networks?: NetworkName[]
  /** Clock in unix ms (tests inject a fake). */
  now?: () => number
  /** History blocks on first start; default 2,016 + a few (tests use ~50). */
  historyBlocks?: number
  /** false → no timers (tests drive with mineBlock/tick). Default true. */
  autoRun?: boolean
  /** Light history density: mean txs per history block on mainnet (testnet ×0.6, signet ×0.5); default 12. */
  historyTxsPerBlock?: number
  /** Most recent history blocks mined through the mempool (dense, audited); default 8 (mainnet), 2 (others). */
  warmupBlocks?: number
  /** Mempool size limit in vB before eviction; default 120,000,000. */
  maxMempoolVsize?: number
  /**
   * Latest blocks of the first start as full as live blocks (txRate × interval txs, up to 4 M WU), the warm-up
   * blocks included (the others are light-history blocks filled to match); default 0 (the warm-up only).
   */
  fullRecentBlocks?: number
  /** Standing backlog, in full blocks, when demand fills blocks (txRate × interval × 300 vB ≥ 1 MvB); default 0. */
  backlogBlocks?: number
  /** Tests of mempool rules only: submitted txs skip input script checks (theirs carry placeholder signatures). */
  skipSignatureChecks?: boolean
  /**
   * Tests only: the first block's coinbase pays this script instead of a pool wallet, giving the test a coin it
   * can really sign for (the demo wallets' keys have no known private key); mature after 100 more blocks.
   */
  testPayoutScript?: Uint8Array
  /** Blocks below the tip whose txs stay complete; deeper fully spent txs are pruned (src/server/db/prune.ts); default 0 = never. */
  pruneDepth?: number
  /** First-start progress per network: phase and fraction done (0…1). */
  onProgress?: (
    network: NetworkName,
    phase: 'history' | 'mempool' | 'warm-up',
    fraction: number,
  ) => void
}

export interface SimNode {
  readonly networks: Map<NetworkName, SimNetwork>
  /** Users and sessions (scrypt hashes), shared by all networks; helpers in src/server/db/accounts.ts. */
  readonly accounts: Database.Database
  /** Starts the arrival/poll/mining timers. */
  start(): void
  /** Stops the timers (state stays usable). */
  stop(): void
  /** Stops and closes the databases. */
  close(): void
}

/** Implemented by `createSimNode` in `src/server/node/index.ts`. Opens (or creates) the data dir's databases,
 * builds the history on first start (async, yields to the event loop) and resolves when every network answers. */
export type CreateSimNode = (options: SimNodeOptions) => Promise<SimNode>
