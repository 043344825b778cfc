// Mining pools and hashrate (reference §2.3 Mining, §3.8). Hashrates in H/s, times in unix s.

/** The windows the mining endpoints accept (no 2h or 4y), shortest first. */
export const MINING_INTERVALS = [
  '24h',
  '3d',
  '1w',
  '1m',
  '3m',
  '6m',
  '1y',
  '2y',
  '3y',
  'all',
] as const
export type MiningInterval = (typeof MINING_INTERVALS)[number]

/** `/api/v1/mining/pools/{interval}` element. `poolId` is a database row id; `poolUniqueId` is stable. */
export interface PoolStat {
  poolId: number
  name: string
  link: string
  blockCount: number
  rank: number
  emptyBlocks: number
  slug: string
  /** Percent, null when not audited. */
  avgMatchRate: number | null
  /** Mean (fees − expected fees) / expected fees of the audited blocks, a decimal string, e.g. "-0.01971455". */
  avgFeeDelta: string | null
  poolUniqueId: number
}

export interface PoolsResponse {
  pools: PoolStat[]
  blockCount: number
  /** H/s. */
  lastEstimatedHashrate: number
  lastEstimatedHashrate3d?: number
  lastEstimatedHashrate1w?: number
}

/** Pool definition row. */
export interface PoolDefinition {
  id: number
  name: string
  link: string
  addresses: string[]
  regexes: string[]
  slug: string
  unique_id: number
}

/** `/api/v1/mining/pool/{slug}`. */
export interface PoolDetail {
  pool: PoolDefinition
  blockCount: { all: number; '24h': number; '1w': number }
  /** Fractions 0–1. */
  blockShare: { all: number; '24h': number; '1w': number }
  /** H/s. */
  estimatedHashrate: number
  reportedHashrate: number | null
  avgBlockHealth?: number | null
  /** Sats. */
  totalReward?: number | string
}

/** `/api/v1/mining/pool/{slug}/hashrate` and `/mining/hashrate/pools/{interval}` element. */
export interface PoolHashrateEntry {
  /** Unix s. */
  timestamp: number
  /** H/s. */
  avgHashrate: number
  /** Fraction 0–1. */
  share: number
  poolName: string
}

export interface HashrateEntry {
  /** Unix s. */
  timestamp: number
  /** H/s. */
  avgHashrate: number
}

export interface DifficultyEntry {
  /** Unix s. */
  timestamp: number
  difficulty: number
  height: number
}

/** `/api/v1/mining/hashrate/{interval}`. */
export interface HashrateResponse {
  hashrates: HashrateEntry[]
  difficulty: DifficultyEntry[]
  /** H/s. */
  currentHashrate: number
  currentDifficulty: number
}

/** `/api/v1/mining/reward-stats/{blockCount}`; the sats totals may arrive as strings. */
export interface RewardStats {
  startBlock: number
  endBlock: number
  totalReward: number | string
  totalFee: number | string
  totalTx: number | string
}

/** `/api/v1/mining/difficulty-adjustments`: [unix s, height, difficulty, ratio (1.06983 = +6.98 %)]. */
export type DifficultyAdjustmentTuple = [
  time: number,
  height: number,
  difficulty: number,
  adjustmentRatio: number,
]

/** `/api/v1/mining/pools` element. */
export interface PoolName {
  name: string
  slug: string
  unique_id: number
}

/** `GET /api/v1/mining/blocks/fees/{interval}` element; avgFees in sats, timestamp unix s. */
export interface BlockFeesPoint {
  avgHeight: number
  timestamp: number
  avgFees: number
  /** BTC price in USD at the point's time. */
  USD: number
}

/** `GET /api/v1/mining/blocks/rewards/{interval}` element; avgRewards in sats. */
export interface BlockRewardsPoint {
  avgHeight: number
  timestamp: number
  avgRewards: number
  /** BTC price in USD at the point's time. */
  USD: number
}

/** `GET /api/v1/mining/blocks/fee-rates/{interval}` element; fee-rate percentiles in sat/vB. */
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

/** `GET /api/v1/mining/blocks/sizes-weights/{interval}`; sizes in bytes, weights in WU. */
export interface BlockSizesWeights {
  sizes: { avgHeight: number; timestamp: number; avgSize: number }[]
  weights: { avgHeight: number; timestamp: number; avgWeight: number }[]
}
