// The core's live stores for one API base, built once per client by createClient. Every `$store`
// subscribes to the socket only while something listens to it (nanostores onMount). The rarely used
// families (extras.ts) load on first use.
import { atom } from 'nanostores'
import type { ReadableAtom, WritableAtom } from 'nanostores'
import { createApiHealth } from '../client/api-health'
import { createChainStores } from './chain'
import type { ExtraStores } from './extras'
import { createInitSnapshot } from './init-snapshot'
import { lazyAtom, lazyFamily, lazyListener } from './lazy'
import { createLoadingStores } from './loading'
import { createMempoolBlocksStore } from './mempool-blocks'
import type { StoresOptions } from './platform'
import { resolvePlatform } from './platform'
import { createStatsStores } from './stats'
// The stand-ins' first states come from a leaf module, so the families' code stays in the lazy chunk.
import {
  emptyGroup,
  initialAddressList,
  initialProjectedBlock,
  initialTrackedTx,
} from './initial-states'

export function createStores(options: StoresOptions) {
  const platform = resolvePlatform(options)
  const chain = createChainStores(platform)
  const initSnapshot = createInitSnapshot(platform)
  const $currency = atom('USD')
  let extras: Promise<ExtraStores> | undefined
  const loadExtras = (): Promise<ExtraStores> =>
    (extras ??= import('./extras').then(
      (module) => module.createExtraStores(platform, chain, initSnapshot, $currency),
      (error: unknown) => {
        extras = undefined // a failed chunk load is retried by the next stand-in that mounts
        throw error
      },
    ))
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
    ...createLoadingStores(platform, initSnapshot),
    ...(options.extras
      ? options.extras.createExtraStores(platform, chain, initSnapshot, $currency)
      : lazyExtraStores(loadExtras, platform.$network, $currency)),
  }
}

/** Stand-ins for every extra store: each loads extras.ts on its first mount, then mirrors the real one. */
function lazyExtraStores(
  load: () => Promise<ExtraStores>,
  $network: ReadableAtom<string>,
  $currency: WritableAtom<string>,
): ExtraStores {
  const pick =
    <K extends keyof ExtraStores>(key: K) =>
    async (): Promise<ExtraStores[K]> =>
      (await load())[key]
  return {
    $rbfSummary: lazyAtom(undefined, pick('$rbfSummary')),
    $currency,
    $conversions: lazyAtom(undefined, pick('$conversions')),
    $historicalPrices: lazyAtom(
      {
        network: $network.get(),
        currency: $currency.get(),
        data: undefined,
        error: undefined,
        loading: false,
      },
      pick('$historicalPrices'),
    ),
    $backendInfo: lazyAtom(undefined, pick('$backendInfo')),
    onBackendUpdate: lazyListener(pick('onBackendUpdate')),
    projectedBlock: lazyFamily(
      (index: number) => String(index),
      initialProjectedBlock,
      pick('projectedBlock'),
    ),
    trackedTx: lazyFamily((txid: string) => txid, initialTrackedTx, pick('trackedTx')),
    addressTransactions: lazyFamily(
      (address: string) => address,
      emptyGroup,
      pick('addressTransactions'),
    ),
    multiAddressTransactions: lazyFamily(
      (addresses: string[]) => JSON.stringify(addresses),
      initialAddressList,
      pick('multiAddressTransactions'),
    ),
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
