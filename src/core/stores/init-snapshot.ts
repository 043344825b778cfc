// Some values come only in the init payload, which the socket receives right after connecting
// (backendInfo, rbfSummary; conversions and loadingIndicators until they next change). A store that
// starts listening on an already open connection has missed it, so it reads the same payload once
// from REST `/api/v1/init-data` instead — and, when that fails, again after 2–4 s while still connected.
import type { InitData } from '../api/init-data'
import type { StorePlatform } from './platform'

export const INIT_DATA_PATH = '/api/v1/init-data'
/** Retry delay after a failed read: 2 s plus up to 2 s of jitter (as the socket's reconnect). */
export const INIT_RETRY_MIN_MS = 2_000
export const INIT_RETRY_JITTER_MS = 2_000

/** Call from a store's onMount with what to take from the payload; concurrent calls share one request. */
export type InitSnapshot = (use: (data: InitData) => void) => void

export function createInitSnapshot({
  socket,
  rest,
  schedule,
  random,
}: StorePlatform): InitSnapshot {
  let waiting: ((data: InitData) => void)[] = []
  let busy = false
  const read = (): void => {
    if (socket.$state.get() !== 2) {
      // Disconnected meanwhile: the init frame after the reconnect brings the values.
      waiting = []
      busy = false
      return
    }
    busy = true
    rest.request<InitData>({ path: INIT_DATA_PATH }).then(
      (data) => {
        busy = false
        for (const use of waiting.splice(0)) use(data)
      },
      () => schedule(read, INIT_RETRY_MIN_MS + random() * INIT_RETRY_JITTER_MS),
    )
  }
  return (use) => {
    if (socket.$state.get() !== 2) return // not connected yet: the init frame is still to come
    waiting.push(use)
    if (!busy) read()
  }
}
