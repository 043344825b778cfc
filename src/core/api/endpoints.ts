// Typed requests for the REST calls widgets need (reference §2.3, §2.4). Each returns a TypedRequest:
// run it with call(rest, req) or hand it to createFetcherStore. Paths are relative to the network base.
import type { AddressInfo, AddressTxSummary, AddressValidation, Utxo } from './address'
import type { BlockAudit } from './audit'
import type { BackendInfo } from './backend-info'
import type { BlockExtended } from './block'
import type { Conversions, HistoricalPrice } from './conversions'
import type { CpfpInfo } from './cpfp'
import type { DifficultyAdjustment } from './difficulty'
import type { RecommendedFees } from './fees'
import type { InitData } from './init-data'
import type { MempoolBlock } from './mempool-block'
import type {
  HashrateResponse,
  MiningInterval,
  PoolDetail,
  PoolHashrateEntry,
  PoolsResponse,
} from './mining'
import type { RbfResponse, RbfTree } from './rbf'
import type { OptimizedStatistic, StatisticsInterval } from './statistics'
import type { Outspend, Transaction, TransactionClassified, TxStatus } from './transaction'
import type { TypedRequest } from './typed-request'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

// Cache lifetimes: immutable-by-hash data long; live lists and mempool state short.
const LIVE = 5 * SECOND
const SHORT = 15 * SECOND
const LIST = MINUTE
const LONG = HOUR

const seg = encodeURIComponent

function get<T>(path: string, cacheMs: number, as: 'json' | 'text' = 'json'): TypedRequest<T> {
  return cacheMs > 0 ? { path, cacheMs, as } : { path, as }
}

function query(params: Record<string, string | number | undefined>): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => `${seg(k)}=${seg(String(v))}`)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

// — live state —
export const initData = (): TypedRequest<InitData> => get('/api/v1/init-data', LIVE)
export const mempoolBlocks = (): TypedRequest<MempoolBlock[]> =>
  get('/api/v1/fees/mempool-blocks', LIVE)
/** Integers, 1 sat/vB granularity. */
export const recommendedFees = (): TypedRequest<RecommendedFees> =>
  get('/api/v1/fees/recommended', LIVE)
/** 3-decimal sat/vB (what WS `fees` carries). */
export const preciseFees = (): TypedRequest<RecommendedFees> => get('/api/v1/fees/precise', LIVE)
/** Mixed units: pass the answer through toDifficulty. */
export const difficultyAdjustment = (): TypedRequest<DifficultyAdjustment> =>
  get('/api/v1/difficulty-adjustment', SHORT)
export const backendInfo = (): TypedRequest<BackendInfo> => get('/api/v1/backend-info', LIST)
export const prices = (): TypedRequest<Conversions> => get('/api/v1/prices', LIST)

/** `timestamp` in unix s (one entry at or before it); `currency` reduces entries to {time, currency, USD}. */
export function historicalPrice(
  opts: { timestamp?: number; currency?: string } = {},
): TypedRequest<HistoricalPrice> {
  const path = `/api/v1/historical-price${query({ timestamp: opts.timestamp, currency: opts.currency })}`
  return get(path, opts.timestamp === undefined ? LIST : LONG)
}

export const statistics = (interval: StatisticsInterval): TypedRequest<OptimizedStatistic[]> =>
  get(`/api/v1/statistics/${seg(interval)}`, LIST)

// — blocks —
/** 15 blocks, descending from `startHeight` (inclusive) or from the tip. */
export function blocks(startHeight?: number): TypedRequest<BlockExtended[]> {
  return startHeight === undefined
    ? get('/api/v1/blocks', SHORT)
    : get(`/api/v1/blocks/${startHeight}`, LIST)
}
export const block = (hash: string): TypedRequest<BlockExtended> =>
  get(`/api/v1/block/${seg(hash)}`, LONG)
/** Block order, coinbase first. */
export const blockSummary = (hash: string): TypedRequest<TransactionClassified[]> =>
  get(`/api/v1/block/${seg(hash)}/summary`, LONG)
/** 404 "Audit not available" when the block was not audited. */
export const auditSummary = (hash: string): TypedRequest<BlockAudit> =>
  get(`/api/v1/block/${seg(hash)}/audit-summary`, LONG)
/** Esplora page of full txs; `startIndex` a multiple of the server's page size. */
export function blockTxs(hash: string, startIndex?: number): TypedRequest<Transaction[]> {
  const suffix = startIndex === undefined ? '' : `/${startIndex}`
  return get(`/api/block/${seg(hash)}/txs${suffix}`, LONG)
}
/** Text: the hash of the block at `height` in the best chain; 404 "Block not found" above the tip. */
export const blockHashAtHeight = (height: number): TypedRequest<string> =>
  get(`/api/block-height/${height}`, SHORT, 'text')
/** Text integer. */
export const tipHeight = (): TypedRequest<string> => get('/api/blocks/tip/height', 0, 'text')

// — transactions —
export const tx = (txid: string): TypedRequest<Transaction> => get(`/api/tx/${seg(txid)}`, SHORT)
export const txStatus = (txid: string): TypedRequest<TxStatus> =>
  get(`/api/tx/${seg(txid)}/status`, LIVE)
export const txOutspends = (txid: string): TypedRequest<Outspend[]> =>
  get(`/api/tx/${seg(txid)}/outspends`, LIVE)
/** Replaced/evicted txs kept ~24 h; null (204) when not cached. */
export const cachedTx = (txid: string): TypedRequest<Transaction | null> =>
  get(`/api/v1/tx/${seg(txid)}/cached`, SHORT)
export const cpfp = (txid: string): TypedRequest<CpfpInfo> =>
  get(`/api/v1/cpfp/${seg(txid)}`, SHORT)
export const rbf = (txid: string): TypedRequest<RbfResponse> =>
  get(`/api/v1/tx/${seg(txid)}/rbf`, SHORT)
/** ≤ 25 replacement trees, most recent first; `fullRbfOnly`: only trees where a replaced version did not signal. */
export const replacements = (fullRbfOnly = false): TypedRequest<RbfTree[]> =>
  get(fullRbfOnly ? '/api/v1/fullrbf/replacements' : '/api/v1/replacements', LIVE)
/** First-seen unix s per txid, in request order (0 = unknown); ≤ 100 txids. */
export function txTimes(txids: readonly string[]): TypedRequest<number[]> {
  return get(`/api/v1/transaction-times?${txids.map((t) => `txId[]=${seg(t)}`).join('&')}`, SHORT)
}

// — addresses —
export const addressInfo = (address: string): TypedRequest<AddressInfo> =>
  get(`/api/address/${seg(address)}`, SHORT)
/** Newest first: ≤ 50 mempool + 25 confirmed; with `afterTxid` the next 25 confirmed. */
export const addressTxs = (address: string, afterTxid?: string): TypedRequest<Transaction[]> =>
  get(`/api/address/${seg(address)}/txs${query({ after_txid: afterTxid })}`, SHORT)
export const addressTxsSummary = (
  address: string,
  afterTxid?: string,
): TypedRequest<AddressTxSummary[]> =>
  get(`/api/address/${seg(address)}/txs/summary${query({ after_txid: afterTxid })}`, SHORT)
export const addressUtxo = (address: string): TypedRequest<Utxo[]> =>
  get(`/api/address/${seg(address)}/utxo`, SHORT)
export const validateAddress = (address: string): TypedRequest<AddressValidation> =>
  get(`/api/v1/validate-address/${seg(address)}`, LONG)
export const addressPrefix = (prefix: string): TypedRequest<string[]> =>
  get(`/api/address-prefix/${seg(prefix)}`, LIST)

// — mining —
export const miningPools = (interval: MiningInterval): TypedRequest<PoolsResponse> =>
  get(`/api/v1/mining/pools/${seg(interval)}`, LIST)
export const pool = (slug: string): TypedRequest<PoolDetail> =>
  get(`/api/v1/mining/pool/${seg(slug)}`, LIST)
/** ≤ 100 blocks, descending, at or below `height`. */
export function poolBlocks(slug: string, height?: number): TypedRequest<BlockExtended[]> {
  const suffix = height === undefined ? '' : `/${height}`
  return get(`/api/v1/mining/pool/${seg(slug)}/blocks${suffix}`, LIST)
}
export const poolHashrate = (slug: string): TypedRequest<PoolHashrateEntry[]> =>
  get(`/api/v1/mining/pool/${seg(slug)}/hashrate`, LIST)
export const hashrate = (interval: MiningInterval): TypedRequest<HashrateResponse> =>
  get(`/api/v1/mining/hashrate/${seg(interval)}`, LIST)
