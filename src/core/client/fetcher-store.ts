// A keyed REST read as a nanostore (the nanostores/query idea): it fetches when it gets its first listener,
// refetches when a dependency atom changes, and aborts the call in flight when the last listener leaves.
import type { ReadableAtom } from 'nanostores'
import { atom, onMount } from 'nanostores'
import type { TypedRequest } from '../api/typed-request'
import type { RestClient, RestError } from './contracts'
import { isRestError } from './rest-client'

export interface FetcherValue<T> {
  loading: boolean
  data?: T
  error?: RestError
}

export interface FetcherStore<T> extends ReadableAtom<FetcherValue<T>> {
  /** Fetch again now (the RestClient cache may still answer). No-op while unmounted. */
  refetch(): void
}

export interface FetcherOptions {
  /** Keep the previous data visible while a new key loads (default: clear it). */
  keepPreviousData?: boolean
}

/**
 * `key` builds the request from the current values of `deps` (return null to fetch nothing, e.g. while an
 * id is missing). It is read on mount and again each time one of `deps` changes. With a TypedRequest
 * (src/core/api/endpoints) T is inferred; a plain RestRequest works too (give T explicitly).
 */
export function createFetcherStore<T>(
  rest: RestClient,
  key: () => TypedRequest<T> | null,
  deps: readonly ReadableAtom<unknown>[] = [],
  opts: FetcherOptions = {},
): FetcherStore<T> {
  const $value = atom<FetcherValue<T>>({ loading: false })
  let current: AbortController | undefined
  let mounted = false

  function stop(): void {
    current?.abort()
    current = undefined
  }

  function run(): void {
    stop()
    const req = key()
    if (!req) {
      $value.set({ loading: false })
      return
    }
    const controller = new AbortController()
    current = controller
    const previous = $value.get().data
    $value.set(
      opts.keepPreviousData && previous !== undefined
        ? { loading: true, data: previous }
        : { loading: true },
    )
    rest.request<T>({ ...req, signal: controller.signal }).then(
      (data) => {
        if (current !== controller) return
        current = undefined
        $value.set({ loading: false, data })
      },
      (error: unknown) => {
        if (current !== controller) return
        current = undefined
        const restError = isRestError(error) ? error : { status: 0, message: 'Unknown error' }
        $value.set({ loading: false, error: restError })
      },
    )
  }

  onMount($value, () => {
    mounted = true
    run()
    const unbinds = deps.map((dep) => dep.listen(run))
    return () => {
      mounted = false
      for (const unbind of unbinds) unbind()
      stop()
    }
  })

  return Object.assign($value, {
    refetch(): void {
      if (mounted) run()
    },
  }) as FetcherStore<T>
}
