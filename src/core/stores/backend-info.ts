// Backend identity (reference §1.3 `backendInfo`). A later `backendInfo` with another gitCommit than
// the first one seen means the server was upgraded: after a random 60–120 s (so every open page does not
// reload at once) the host is told through onBackendUpdate. Reloading is the host's decision, never ours.
import { atom, onMount } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { BackendInfo } from '../api/backend-info'
import type { InitSnapshot } from './init-snapshot'
import type { StorePlatform } from './platform'

/** Delay before announcing an upgrade, ms: MIN + random × SPREAD. */
export const BACKEND_UPDATE_MIN_DELAY_MS = 60_000
export const BACKEND_UPDATE_SPREAD_MS = 60_000

export interface BackendUpdate {
  previousCommit: string
  gitCommit: string
}

export interface BackendInfoStores {
  $backendInfo: ReadableAtom<BackendInfo | undefined>
  /** Fires once per upgrade seen; keeps the backend info feed running while registered. */
  onBackendUpdate(handler: (update: BackendUpdate) => void): () => void
}

export function createBackendInfoStores(
  { socket, random, schedule }: StorePlatform,
  initSnapshot: InitSnapshot,
): BackendInfoStores {
  const $backendInfo = atom<BackendInfo | undefined>(undefined)
  const handlers = new Set<(update: BackendUpdate) => void>()
  let firstCommit: string | undefined
  let announced = false
  let cancelPending: (() => void) | undefined

  function receive(info: BackendInfo): void {
    $backendInfo.set(info)
    if (firstCommit === undefined) {
      firstCommit = info.gitCommit
      return
    }
    if (info.gitCommit === firstCommit || announced || cancelPending) return
    const update = { previousCommit: firstCommit, gitCommit: info.gitCommit }
    const delayMs = BACKEND_UPDATE_MIN_DELAY_MS + random() * BACKEND_UPDATE_SPREAD_MS
    cancelPending = schedule(() => {
      cancelPending = undefined
      announced = true
      for (const handler of [...handlers]) handler(update)
    }, delayMs)
  }

  onMount($backendInfo, () => {
    const stop = socket.on('backendInfo', receive)
    if (!$backendInfo.get()) {
      initSnapshot((data) => {
        if (!$backendInfo.get() && data.backendInfo) receive(data.backendInfo)
      })
    }
    return () => {
      stop()
      cancelPending?.()
      cancelPending = undefined
    }
  })

  return {
    $backendInfo,
    onBackendUpdate(handler) {
      handlers.add(handler)
      const keepFeed = $backendInfo.listen(() => {})
      return () => {
        handlers.delete(handler)
        keepFeed()
      }
    },
  }
}
