// What `npm start` asks of the simulator. At the defaults (600 s blocks, 7 tx/s on mainnet, × 0.6 on testnet
// and × 0.5 on signet) mainnet's arrivals slightly exceed a block per interval, so it keeps a standing backlog
// and full blocks; the last 16 blocks of the first start are as full as live ones; deep history stays sparse; spent
// transactions deeper than PRUNE_DEPTH are pruned so the data dir stays bounded. Fast settings
// (`--block-interval 5`) scale all of it down by themselves: blocks then carry what arrives between them.
import { PRUNE_DEPTH } from '../db/prune'
import type { SimNodeOptions } from '../node/types'
import type { ServerOptions } from './options'

/**
 * The latest blocks of a first start that are as full as live ones, on every network: the warm-up blocks (mined
 * from the mempool and audited: 8 on mainnet, so <mempool-eight-blocks> shows only audited blocks; 2 elsewhere)
 * and light-history blocks before them. Deeper history is sparse (~12 txs a block).
 */
export const FULL_RECENT_BLOCKS = 16
/** Full blocks of backlog a congested network keeps waiting. */
export const BACKLOG_BLOCKS = 6

export function simNodeOptions(
  options: Pick<ServerOptions, 'seed' | 'blockIntervalS' | 'txRatePerS' | 'networks'>,
  dataDir: string,
): SimNodeOptions {
  return {
    dataDir,
    seed: options.seed ?? Date.now(),
    blockIntervalS: options.blockIntervalS,
    txRate: options.txRatePerS,
    networks: options.networks,
    fullRecentBlocks: FULL_RECENT_BLOCKS,
    backlogBlocks: BACKLOG_BLOCKS,
    pruneDepth: PRUNE_DEPTH,
  }
}
