// The live figures every page shows: fees, difficulty, mempool info, prices, backend info, the init payload,
// replacements and the statistics series.
import type { BackendInfo, InitData } from '../../../core/wire'
import * as rbf from '../rbf-views'
import { statistics } from '../statistics'
import type { SimNetwork } from '../types'
import type { NetworkViews } from './views'

export type LiveReads = Pick<
  SimNetwork,
  | 'fees'
  | 'preciseFees'
  | 'difficultyAdjustment'
  | 'mempoolInfo'
  | 'vBytesPerSecond'
  | 'latestTransactions'
  | 'loadingIndicators'
  | 'conversions'
  | 'historicalPrice'
  | 'backendInfo'
  | 'initData'
  | 'replacements'
  | 'rbfSummary'
  | 'statistics'
>

/** What `/api/v1/backend-info` and the init payload say about this server. */
export const SIM_BACKEND_INFO: BackendInfo = {
  hostname: 'mempool-widgets-sim',
  version: '0.1.0',
  gitCommit: 'sim',
  lightning: false,
  backend: 'esplora',
}

export function liveReads(views: NetworkViews): LiveReads {
  const { sim, live, prices } = views
  return {
    fees: () => live.fees(false),
    preciseFees: () => live.fees(true),
    difficultyAdjustment: () => live.difficulty(),
    mempoolInfo: () => live.mempoolInfo(),
    vBytesPerSecond: () => sim.vBytesPerSecond(sim.nowS()),
    latestTransactions: () => live.latestTransactions(),
    loadingIndicators: () => ({}),
    conversions: () => prices.conversions(sim.nowS()),
    historicalPrice: (timestampS, currency) => prices.historical(sim.nowS(), timestampS, currency),
    backendInfo: () => ({ ...SIM_BACKEND_INFO }),
    initData: () => initData(views),
    replacements: (fullRbfOnly) => rbf.replacements(sim, fullRbfOnly),
    rbfSummary: () => rbf.rbfSummary(sim),
    statistics: (interval) => statistics(sim, interval),
  }
}

/** The websocket `init` payload (§1.4.1): the last 8 blocks oldest first and every live figure. */
function initData({ sim, live, prices }: NetworkViews): InitData {
  return {
    backend: 'esplora',
    mempoolInfo: live.mempoolInfo(),
    vBytesPerSecond: sim.vBytesPerSecond(sim.nowS()),
    blocks: sim.chain
      .range(sim.chain.tipHeight, 8)
      .map((b) => b.block)
      .reverse(),
    conversions: prices.conversions(sim.nowS()),
    'mempool-blocks': live.mempoolBlocks,
    transactions: live.latestTransactions(),
    backendInfo: { ...SIM_BACKEND_INFO },
    loadingIndicators: {},
    da: live.difficulty(),
    fees: live.fees(true),
    rbfSummary: rbf.rbfSummary(sim),
  }
}
