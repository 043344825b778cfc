// Mining answers from the simulated chain: pool shares, hashrate estimates, difficulty history, block charts.
import type {
  BlockExtended,
  BlockFeeRatesPoint,
  BlockFeesPoint,
  BlockRewardsPoint,
  BlockSizesWeights,
  DifficultyAdjustmentTuple,
  HashrateResponse,
  MiningInterval,
  PoolDetail,
  PoolHashrateEntry,
  PoolName,
  PoolsResponse,
  PoolStat,
  RewardStats,
} from '../../core/wire'
import { RETARGET_INTERVAL } from '../chain/retarget'
import { POOLS, poolBySlug, type PoolDef } from '../sim/pools'
import type { NetworkSim } from './network-sim'

const DAY = 86_400
const INTERVAL_S: Record<MiningInterval, number> = {
  '24h': DAY,
  '3d': 3 * DAY,
  '1w': 7 * DAY,
  '1m': 30 * DAY,
  '3m': 91 * DAY,
  '6m': 182 * DAY,
  '1y': 365 * DAY,
  '2y': 730 * DAY,
  '3y': 1095 * DAY,
  all: Infinity,
}

/** Blocks of the interval, newest first. */
export function blocksIn(sim: NetworkSim, interval: MiningInterval): BlockExtended[] {
  const since = sim.nowS() - INTERVAL_S[interval]
  const out: BlockExtended[] = []
  for (let h = sim.chain.tipHeight; h >= sim.chain.params.startHeight; h--) {
    const b = sim.chain.at(h)?.block
    if (!b || b.timestamp < since) break
    out.push(b)
  }
  return out
}

/** H/s from blocks (newest first): Σ difficulty × 2^32 / timespan. */
export function estimateHashrate(blocks: readonly BlockExtended[]): number {
  if (blocks.length < 2) return blocks[0] ? (blocks[0].difficulty * 2 ** 32) / 600 : 0
  const span = Math.max(
    1,
    (blocks[0] as BlockExtended).timestamp - (blocks[blocks.length - 1] as BlockExtended).timestamp,
  )
  const work = blocks.slice(0, -1).reduce((a, b) => a + b.difficulty * 2 ** 32, 0)
  return work / span
}

function lastN(sim: NetworkSim, n: number): BlockExtended[] {
  return sim.chain.range(sim.chain.tipHeight, n).map((b) => b.block)
}

export function poolList(): PoolName[] {
  return POOLS.map((p) => ({ name: p.name, slug: p.slug, unique_id: p.uniqueId }))
}

function poolStats(
  blocks: readonly BlockExtended[],
  pool: PoolDef,
  rankOf: Map<number, number>,
): PoolStat {
  const mine = blocks.filter((b) => b.extras.pool?.id === pool.uniqueId)
  const rates = mine
    .map((b) => b.extras.matchRate)
    .filter((r): r is number => typeof r === 'number')
  return {
    poolId: POOLS.indexOf(pool) + 1,
    name: pool.name,
    link: pool.link,
    blockCount: mine.length,
    rank: rankOf.get(pool.uniqueId) ?? POOLS.length,
    emptyBlocks: mine.filter((b) => b.tx_count === 1).length,
    slug: pool.slug,
    avgMatchRate: rates.length
      ? Math.round((rates.reduce((a, r) => a + r, 0) / rates.length) * 100) / 100
      : null,
    avgFeeDelta: avgFeeDelta(mine),
    poolUniqueId: pool.uniqueId,
  }
}

/**
 * Mean of (fees − expected fees) / expected fees over the audited blocks, as the backend's SQL AVG prints it:
 * a decimal string with 8 places; null when no block was audited against a template with fees.
 */
export function avgFeeDelta(blocks: readonly BlockExtended[]): string | null {
  const deltas = blocks
    .filter((b) => typeof b.extras.expectedFees === 'number' && b.extras.expectedFees > 0)
    .map(
      (b) =>
        (b.extras.totalFees - (b.extras.expectedFees as number)) /
        (b.extras.expectedFees as number),
    )
  return deltas.length ? (deltas.reduce((a, d) => a + d, 0) / deltas.length).toFixed(8) : null
}

export function pools(sim: NetworkSim, interval: MiningInterval): PoolsResponse {
  const blocks = blocksIn(sim, interval)
  const counts = POOLS.map((p) => ({
    p,
    n: blocks.filter((b) => b.extras.pool?.id === p.uniqueId).length,
  })).sort((a, b) => b.n - a.n)
  const rankOf = new Map(counts.map((c, i) => [c.p.uniqueId, i + 1]))
  return {
    pools: counts.filter((c) => c.n > 0).map((c) => poolStats(blocks, c.p, rankOf)),
    blockCount: blocks.length,
    lastEstimatedHashrate: estimateHashrate(lastN(sim, 144)),
    lastEstimatedHashrate3d: estimateHashrate(lastN(sim, 432)),
    lastEstimatedHashrate1w: estimateHashrate(lastN(sim, 1008)),
  }
}

export function pool(sim: NetworkSim, slug: string): PoolDetail | null {
  const def = poolBySlug(slug)
  if (!def) return null
  const all = blocksIn(sim, 'all')
  const day = blocksIn(sim, '24h')
  const week = blocksIn(sim, '1w')
  const count = (bs: BlockExtended[]): number =>
    bs.filter((b) => b.extras.pool?.id === def.uniqueId).length
  const share = (bs: BlockExtended[]): number => (bs.length ? count(bs) / bs.length : 0)
  const audited = all.filter(
    (b) => b.extras.pool?.id === def.uniqueId && typeof b.extras.matchRate === 'number',
  )
  return {
    pool: {
      id: POOLS.indexOf(def) + 1,
      name: def.name,
      link: def.link,
      addresses: [],
      regexes: [],
      slug: def.slug,
      unique_id: def.uniqueId,
    },
    blockCount: { all: count(all), '24h': count(day), '1w': count(week) },
    blockShare: { all: share(all), '24h': share(day), '1w': share(week) },
    estimatedHashrate: share(week) * estimateHashrate(lastN(sim, 1008)),
    reportedHashrate: null,
    avgBlockHealth: audited.length
      ? audited.reduce((a, b) => a + (b.extras.matchRate ?? 0), 0) / audited.length
      : null,
    totalReward: all
      .filter((b) => b.extras.pool?.id === def.uniqueId)
      .reduce((a, b) => a + b.extras.reward, 0),
  }
}

export function poolBlocks(sim: NetworkSim, slug: string, height?: number): BlockExtended[] | null {
  const def = poolBySlug(slug)
  if (!def) return null
  const out: BlockExtended[] = []
  for (
    let h = Math.min(height ?? sim.chain.tipHeight, sim.chain.tipHeight);
    h >= sim.chain.params.startHeight && out.length < 100;
    h--
  ) {
    const b = sim.chain.at(h)?.block
    if (b && b.extras.pool?.id === def.uniqueId) out.push(b)
  }
  return out
}

/** Weekly pool hashrate points (oldest first). */
export function poolsHashrate(
  sim: NetworkSim,
  interval: MiningInterval,
  only?: PoolDef,
): PoolHashrateEntry[] {
  const blocks = blocksIn(sim, interval).reverse()
  const out: PoolHashrateEntry[] = []
  for (let i = 0; i < blocks.length; i += 1008) {
    const week = blocks.slice(i, i + 1008)
    const rate = estimateHashrate([...week].reverse())
    const ts = (week[0] as BlockExtended).timestamp
    for (const p of only ? [only] : POOLS) {
      const share = week.filter((b) => b.extras.pool?.id === p.uniqueId).length / week.length
      if (share > 0) out.push({ timestamp: ts, avgHashrate: share * rate, share, poolName: p.name })
    }
  }
  return out
}

export function hashrate(sim: NetworkSim, interval: MiningInterval): HashrateResponse {
  const blocks = blocksIn(sim, interval).reverse()
  const hashrates: HashrateResponse['hashrates'] = []
  for (let i = 0; i < blocks.length; i += 144) {
    const day = blocks.slice(i, i + 144)
    hashrates.push({
      timestamp: (day[0] as BlockExtended).timestamp,
      avgHashrate: estimateHashrate([...day].reverse()),
    })
  }
  const difficulty = blocks
    .filter((b, i) => i === 0 || b.height % RETARGET_INTERVAL === 0)
    .map((b) => ({ timestamp: b.timestamp, difficulty: b.difficulty, height: b.height }))
  const tip = sim.chain.tip()?.block
  return {
    hashrates,
    difficulty,
    currentHashrate: estimateHashrate(lastN(sim, 144)),
    currentDifficulty: tip?.difficulty ?? 0,
  }
}

export function difficultyAdjustments(
  sim: NetworkSim,
  interval: MiningInterval,
): DifficultyAdjustmentTuple[] {
  const out: DifficultyAdjustmentTuple[] = []
  for (const b of blocksIn(sim, interval)) {
    if (b.height % RETARGET_INTERVAL !== 0) continue
    const prev = sim.chain.at(b.height - 1)?.block
    out.push([b.timestamp, b.height, b.difficulty, prev ? b.difficulty / prev.difficulty : 1])
  }
  return out
}

export function rewardStats(sim: NetworkSim, blockCount: number): RewardStats {
  const blocks = lastN(sim, Math.max(1, blockCount))
  return {
    startBlock: (blocks[blocks.length - 1] as BlockExtended).height,
    endBlock: (blocks[0] as BlockExtended).height,
    totalReward: blocks.reduce((a, b) => a + b.extras.reward, 0),
    totalFee: blocks.reduce((a, b) => a + b.extras.totalFees, 0),
    totalTx: blocks.reduce((a, b) => a + b.tx_count, 0),
  }
}

/** Oldest-first buckets of about 150 points for the block charts, from blocks newest first. */
function bucketsOf(newestFirst: readonly BlockExtended[]): BlockExtended[][] {
  const blocks = [...newestFirst].reverse()
  const size = Math.max(1, Math.ceil(blocks.length / 150))
  const out: BlockExtended[][] = []
  for (let i = 0; i < blocks.length; i += size) out.push(blocks.slice(i, i + size))
  return out
}
const buckets = (sim: NetworkSim, interval: MiningInterval): BlockExtended[][] =>
  bucketsOf(blocksIn(sim, interval))

/** Blocks with from ≤ timestamp ≤ to (unix s), newest first. */
function blocksBetween(sim: NetworkSim, fromS: number, toS: number): BlockExtended[] {
  const out: BlockExtended[] = []
  for (let h = sim.chain.tipHeight; h >= sim.chain.params.startHeight; h--) {
    const b = sim.chain.at(h)?.block
    if (!b || b.timestamp < fromS) break
    if (b.timestamp <= toS) out.push(b)
  }
  return out
}

const avg = (xs: number[]): number => (xs.length ? xs.reduce((a, x) => a + x, 0) / xs.length : 0)
const head = (bs: BlockExtended[]): { avgHeight: number; timestamp: number } => ({
  avgHeight: Math.round(avg(bs.map((b) => b.height))),
  timestamp: Math.round(avg(bs.map((b) => b.timestamp))),
})

/** USD per BTC at a unix time (the simulated price series). */
export type UsdAt = (timeS: number) => number

/** Each point carries the BTC price in USD at its mean time, as the backend joins its price table. */
const feePoints = (bucketed: BlockExtended[][], usdAt: UsdAt): BlockFeesPoint[] =>
  bucketed.map((bs) => {
    const h = head(bs)
    return {
      ...h,
      avgFees: Math.round(avg(bs.map((b) => b.extras.totalFees))),
      USD: usdAt(h.timestamp),
    }
  })

export function blockFees(
  sim: NetworkSim,
  interval: MiningInterval,
  usdAt: UsdAt,
): BlockFeesPoint[] {
  return feePoints(buckets(sim, interval), usdAt)
}
/** `/mining/blocks/fees?from=&to=`: the same points over the blocks mined between two unix times. */
export function blockFeesBetween(
  sim: NetworkSim,
  fromS: number,
  toS: number,
  usdAt: UsdAt,
): BlockFeesPoint[] {
  return feePoints(bucketsOf(blocksBetween(sim, fromS, toS)), usdAt)
}
export function blockRewards(
  sim: NetworkSim,
  interval: MiningInterval,
  usdAt: UsdAt,
): BlockRewardsPoint[] {
  return buckets(sim, interval).map((bs) => {
    const h = head(bs)
    return {
      ...h,
      avgRewards: Math.round(avg(bs.map((b) => b.extras.reward))),
      USD: usdAt(h.timestamp),
    }
  })
}
export function blockFeeRates(sim: NetworkSim, interval: MiningInterval): BlockFeeRatesPoint[] {
  return buckets(sim, interval).map((bs) => {
    const at = (i: number): number =>
      Math.round(avg(bs.map((b) => b.extras.feeRange[i] ?? 0)) * 100) / 100
    return {
      ...head(bs),
      avgFee_0: at(0),
      avgFee_10: at(1),
      avgFee_25: at(2),
      avgFee_50: at(3),
      avgFee_75: at(4),
      avgFee_90: at(5),
      avgFee_100: at(6),
    }
  })
}
export function blockSizesWeights(sim: NetworkSim, interval: MiningInterval): BlockSizesWeights {
  const bs = buckets(sim, interval)
  return {
    sizes: bs.map((b) => ({ ...head(b), avgSize: Math.round(avg(b.map((x) => x.size))) })),
    weights: bs.map((b) => ({ ...head(b), avgWeight: Math.round(avg(b.map((x) => x.weight))) })),
  }
}
export function blockPredictions(
  sim: NetworkSim,
  interval: MiningInterval,
): [number, number, number][] {
  return blocksIn(sim, interval)
    .filter((b) => typeof b.extras.matchRate === 'number')
    .map((b) => [b.timestamp, b.height, b.extras.matchRate as number])
}
