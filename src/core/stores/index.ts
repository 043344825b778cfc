// The core's live stores for one API base, built once per client by createClient. Every `$store`
// subscribes to the socket only while something listens to it (nanostores onMount).
import { createApiHealth } from '../client/api-health'
import { createAddressFamilies } from './address-transactions'
import { createBackendInfoStores } from './backend-info'
import { createChainStores } from './chain'
import { createInitSnapshot } from './init-snapshot'
import { createLoadingStores } from './loading'
import { createMempoolBlocksStore } from './mempool-blocks'
import type { StoresOptions } from './platform'
import { resolvePlatform } from './platform'
import { createPriceStores } from './prices'
import { createProjectedBlockFamily } from './projected-block'
import { createRbfSummaryStore } from './rbf-summary'
import { createStatsStores } from './stats'
import { createTrackedTxFamily } from './tracked-tx'

export function createStores(options: StoresOptions) {
  const platform = resolvePlatform(options)
  const chain = createChainStores(platform)
  const initSnapshot = createInitSnapshot(platform)
  const backendInfo = createBackendInfoStores(platform, initSnapshot)
  return {
    /** 0 offline, 1 reconnecting, 2 connected. */
    $connectionState: platform.socket.$state,
    /** True while the API fails to answer (socket attempts refused, REST without answer or 5xx). */
    $apiTrouble: options.apiTrouble ?? createApiHealth(platform.socket.$state).$apiTrouble,
    $network: platform.$network,
    $blocks: chain.$blocks,
    $tip: chain.$tip,
    $mempoolBlocks: createMempoolBlocksStore(platform, chain.$tip),
    ...createStatsStores(platform),
    $rbfSummary: createRbfSummaryStore(platform, initSnapshot),
    ...createPriceStores(platform, initSnapshot),
    ...createLoadingStores(platform, initSnapshot),
    $backendInfo: backendInfo.$backendInfo,
    onBackendUpdate: backendInfo.onBackendUpdate,
    projectedBlock: createProjectedBlockFamily(platform),
    trackedTx: createTrackedTxFamily(platform, chain),
    ...createAddressFamilies(platform),
  }
}

export type Stores = ReturnType<typeof createStores>

export type { StoresOptions } from './platform'
export type { ChainTip, TxConfirmation } from './chain'
export type { MempoolBlockTile } from './merge-mempool-blocks'
export { BLOCK_VSIZE_LIMIT, median, mergeMempoolBlocks } from './merge-mempool-blocks'
export type { SyncProgress } from './loading'
export { positionMempoolBlocks } from './mempool-blocks'
export type { BackendUpdate } from './backend-info'
export type { HistoricalPricesState } from './prices'
export type {
  ProjectedBlockState,
  ProjectedBlockUpdate,
  ProjectedBlockStore,
} from './projected-block'
export type { TrackedTxState, TrackedTxStore } from './tracked-tx'
export type {
  AddressTransactionsStore,
  MultiAddressTransactionsStore,
} from './address-transactions'
export type { StatsStores } from './stats'
