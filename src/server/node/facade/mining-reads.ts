// Mining answers: pools, hashrate, difficulty history, reward stats, block charts and audits.
import * as blocks from '../block-views'
import * as mining from '../mining-views'
import type { SimNetwork } from '../types'
import type { NetworkViews } from './views'

export type MiningReads = Pick<
  SimNetwork,
  | 'poolList'
  | 'pools'
  | 'pool'
  | 'poolBlocks'
  | 'poolHashrate'
  | 'poolsHashrate'
  | 'hashrate'
  | 'difficultyAdjustments'
  | 'rewardStats'
  | 'blockFees'
  | 'blockFeesBetween'
  | 'blockRewards'
  | 'blockFeeRates'
  | 'blockSizesWeights'
  | 'blockPredictions'
  | 'auditScores'
  | 'auditScore'
  | 'txAudit'
  | 'blockTxSummary'
>

export function miningReads({ sim, prices }: NetworkViews): MiningReads {
  return {
    poolList: () => mining.poolList(),
    pools: (interval) => mining.pools(sim, interval),
    pool: (slug) => mining.pool(sim, slug),
    poolBlocks: (slug, height) => mining.poolBlocks(sim, slug, height),
    poolHashrate: (slug) => {
      const pool = mining.poolList().find((p) => p.slug === slug)
      if (!pool) return null
      return mining.poolsHashrate(sim, 'all').filter((point) => point.poolName === pool.name)
    },
    poolsHashrate: (interval) => mining.poolsHashrate(sim, interval),
    hashrate: (interval) => mining.hashrate(sim, interval),
    difficultyAdjustments: (interval) => mining.difficultyAdjustments(sim, interval),
    rewardStats: (blockCount) => mining.rewardStats(sim, blockCount),
    blockFees: (interval) => mining.blockFees(sim, interval, prices.usdAt),
    blockFeesBetween: (fromS, toS) => mining.blockFeesBetween(sim, fromS, toS, prices.usdAt),
    blockRewards: (interval) => mining.blockRewards(sim, interval, prices.usdAt),
    blockFeeRates: (interval) => mining.blockFeeRates(sim, interval),
    blockSizesWeights: (interval) => mining.blockSizesWeights(sim, interval),
    blockPredictions: (interval) => mining.blockPredictions(sim, interval),
    auditScores: (height) => blocks.auditScores(sim, height),
    auditScore: (hash) => blocks.auditScore(sim, hash),
    txAudit: (hash, txid) => blocks.txAudit(sim, hash, txid),
    blockTxSummary: (hash, txid) => blocks.blockTxSummary(sim, hash, txid),
  }
}
