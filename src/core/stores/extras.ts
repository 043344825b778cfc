// The store families a page rarely needs (prices, RBF summary, backend info, projected block contents,
// tracked transactions and addresses). createStores loads this module only when one of them is first used
// (lazy.ts), so a widget that never reads them does not download them.
import { createAddressFamilies } from './address-transactions'
import { createBackendInfoStores } from './backend-info'
import type { ChainStores } from './chain'
import type { InitSnapshot } from './init-snapshot'
import type { StorePlatform } from './platform'
import { createPriceStores } from './prices'
import type { WritableAtom } from 'nanostores'
import { createProjectedBlockFamily } from './projected-block'
import { createRbfSummaryStore } from './rbf-summary'
import { createTrackedTxFamily } from './tracked-tx'

export function createExtraStores(
  platform: StorePlatform,
  chain: Pick<ChainStores, 'onTxConfirmed'>,
  initSnapshot: InitSnapshot,
  $currency: WritableAtom<string>,
) {
  const backendInfo = createBackendInfoStores(platform, initSnapshot)
  return {
    $rbfSummary: createRbfSummaryStore(platform, initSnapshot),
    ...createPriceStores(platform, initSnapshot, $currency),
    $backendInfo: backendInfo.$backendInfo,
    onBackendUpdate: backendInfo.onBackendUpdate,
    projectedBlock: createProjectedBlockFamily(platform),
    trackedTx: createTrackedTxFamily(platform, chain),
    ...createAddressFamilies(platform),
  }
}

export type ExtraStores = ReturnType<typeof createExtraStores>
