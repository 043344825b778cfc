// Some values come only in the init payload, which the socket receives right after connecting
// (backendInfo, rbfSummary; conversions and loadingIndicators until they next change). A store that
// starts listening on an already open connection has missed it, so it reads the same payload once
// from REST `/api/v1/init-data` instead.
import type { InitData } from '../api/init-data'
import type { StorePlatform } from './platform'

export const INIT_DATA_PATH = '/api/v1/init-data'

/** Call from a store's onMount with what to take from the payload; concurrent calls share one request. */
export type InitSnapshot = (use: (data: InitData) => void) => void

export function createInitSnapshot({ socket, rest }: StorePlatform): InitSnapshot {
  let inFlight: Promise<InitData> | undefined
  return (use) => {
    if (socket.$state.get() !== 2) return // not connected yet: the init frame is still to come
    if (!inFlight) {
      const request = rest.request<InitData>({ path: INIT_DATA_PATH })
      inFlight = request
      const clear = (): void => {
        if (inFlight === request) inFlight = undefined
      }
      request.then(clear, clear)
    }
    inFlight.then(use, () => {
      // Best effort: the next live frame fills the store anyway.
    })
  }
}
