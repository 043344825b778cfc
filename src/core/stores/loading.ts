// Backend progress indicators (reference §1.3 `loadingIndicators`, §1.6): standalone frames to every
// connection; a key disappears at 100. `mempool` below 100 means the backend is still synchronising.
import { atom, computed, onMount } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { LoadingIndicators } from '../api/ws-server'
import type { InitSnapshot } from './init-snapshot'
import type { StorePlatform } from './platform'

export interface SyncProgress {
  state: 'synchronizing'
  /** 0–99. */
  percent: number
}

export interface LoadingStores {
  $loadingIndicators: ReadableAtom<LoadingIndicators>
  /** Set while the backend's mempool is still loading, else null. */
  $syncProgress: ReadableAtom<SyncProgress | null>
}

export function syncProgressOf(indicators: LoadingIndicators): SyncProgress | null {
  const mempool = indicators['mempool']
  return mempool !== undefined && mempool < 100
    ? { state: 'synchronizing', percent: mempool }
    : null
}

export function createLoadingStores(
  { socket }: StorePlatform,
  initSnapshot: InitSnapshot,
): LoadingStores {
  const $loadingIndicators = atom<LoadingIndicators>({})
  let received = false
  const receive = (indicators: LoadingIndicators): void => {
    received = true
    $loadingIndicators.set(indicators)
  }
  onMount($loadingIndicators, () => {
    const stop = socket.on('loadingIndicators', receive)
    if (!received) {
      initSnapshot((data) => {
        if (!received && data.loadingIndicators) receive(data.loadingIndicators)
      })
    }
    return stop
  })
  return { $loadingIndicators, $syncProgress: computed($loadingIndicators, syncProgressOf) }
}
