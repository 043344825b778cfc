// Whether the API is failing to answer, for widgets to say so instead of showing an endless skeleton.
// Two witnesses: the live socket (an attempt that never connected — refused, DNS, an HTTP error on the
// upgrade) and the REST calls (no answer, or a 5xx). Either sets `$apiTrouble`; the next connection or
// REST answer from the same witness clears it, and a REST failure also fades after REST_TROUBLE_MS unless
// another one renews it (a one-off 503 must not leave the notice up while the socket is fine). Both keep
// retrying on their own (reconnect.ts, stores, the strip's block cache).
import { atom, computed } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { ConnectionState, RestClient, RestError } from './contracts'
import { ABORTED } from './rest-client'

export interface ApiHealth {
  /** True while the socket's last attempt failed or the last REST call got no answer or a 5xx. */
  readonly $apiTrouble: ReadableAtom<boolean>
  /** The same client, reporting each outcome here. */
  watch(rest: RestClient): RestClient
}

/** A REST failure that says the API is down, not that the question was wrong (4xx) or withdrawn. */
export function isServerTrouble(error: unknown): boolean {
  const { status, message } = (error ?? {}) as Partial<RestError>
  if (status === 0) return message !== ABORTED
  return typeof status === 'number' && status >= 500
}

/** How long one REST failure keeps `$apiTrouble` set without another failure, ms. */
export const REST_TROUBLE_MS = 30_000

export interface ApiHealthOptions {
  setTimeout?: (callback: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
}

export function createApiHealth(
  $state: ReadableAtom<ConnectionState>,
  options: ApiHealthOptions = {},
): ApiHealth {
  const setTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms))
  const clearTimer =
    options.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>))
  const $socketFailing = atom(false)
  const $restFailing = atom(false)
  let fade: unknown
  const restFailing = (failing: boolean): void => {
    if (fade !== undefined) clearTimer(fade)
    fade = failing ? setTimer(() => restFailing(false), REST_TROUBLE_MS) : undefined
    $restFailing.set(failing)
  }
  let previous = $state.get()
  // An atom without lifecycle: listening for the client's whole life costs nothing and misses no change.
  $state.listen((state) => {
    if (state === 2) $socketFailing.set(false)
    else if (state === 0 && previous === 1) $socketFailing.set(true) // connecting → offline: refused
    previous = state
  })
  return {
    $apiTrouble: computed([$socketFailing, $restFailing], (socket, rest) => socket || rest),
    watch: (rest) => ({
      request<T>(req: Parameters<RestClient['request']>[0]): Promise<T> {
        return rest.request<T>(req).then(
          (answer) => {
            if ($restFailing.get()) restFailing(false)
            return answer
          },
          (error: unknown) => {
            if (isServerTrouble(error)) restFailing(true)
            throw error
          },
        )
      },
    }),
  }
}
