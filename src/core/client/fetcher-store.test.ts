import { atom, cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores'
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import type { BlockExtended } from '../api/block'
import { block } from '../api/endpoints'
import type { RestClient, RestError, RestRequest } from './contracts'
import type { FetcherStore, FetcherValue } from './fetcher-store'
import { createFetcherStore } from './fetcher-store'

interface Pending {
  req: RestRequest
  resolve: (value: unknown) => void
  reject: (error: RestError) => void
}

/** A RestClient whose calls wait until the test settles them. */
function manualRest() {
  const pending: Pending[] = []
  const rest: RestClient = {
    request<T>(req: RestRequest): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        pending.push({ req, resolve: resolve as (v: unknown) => void, reject })
        req.signal?.addEventListener('abort', () => reject({ status: 0, message: 'Aborted' }))
      })
    },
  }
  return { rest, pending }
}

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

let stores: FetcherStore<unknown>[] = []
afterEach(() => {
  cleanStores(...stores)
  stores = []
})

function record<T>(store: FetcherStore<T>): FetcherValue<T>[] {
  stores.push(store as FetcherStore<unknown>)
  const seen: FetcherValue<T>[] = []
  store.subscribe((value) => seen.push(value))
  return seen
}

describe('createFetcherStore', () => {
  it('does nothing until mounted, then goes loading → data', async () => {
    const { rest, pending } = manualRest()
    const $block = createFetcherStore<{ height: number }>(rest, () => ({
      path: '/api/v1/block/ab',
    }))
    expect(pending).toHaveLength(0)
    const seen = record($block)
    expect(pending.map((p) => p.req.path)).toEqual(['/api/v1/block/ab'])
    pending[0]?.resolve({ height: 5 })
    await flush()
    expect(seen).toEqual([{ loading: true }, { loading: false, data: { height: 5 } }])
  })

  it('forwards errors to subscribers', async () => {
    const { rest, pending } = manualRest()
    const seen = record(createFetcherStore(rest, () => ({ path: '/api/tx/ab' })))
    pending[0]?.reject({ status: 404, message: 'Transaction not found' })
    await flush()
    expect(seen.at(-1)).toEqual({
      loading: false,
      error: { status: 404, message: 'Transaction not found' },
    })
  })

  it('refetches when a dependency changes and ignores the superseded answer', async () => {
    const { rest, pending } = manualRest()
    const $height = atom(800_000)
    const $blocks = createFetcherStore<string>(
      rest,
      () => ({ path: `/api/v1/blocks/${$height.get()}` }),
      [$height],
    )
    const seen = record($blocks)
    $height.set(800_015)
    expect(pending.map((p) => p.req.path)).toEqual([
      '/api/v1/blocks/800000',
      '/api/v1/blocks/800015',
    ])
    expect(pending[0]?.req.signal?.aborted).toBe(true)
    pending[1]?.resolve('second')
    pending[0]?.resolve('first')
    await flush()
    expect(seen.at(-1)).toEqual({ loading: false, data: 'second' })
    expect(seen.some((v) => v.error !== undefined)).toBe(false)
  })

  it('fetches nothing while the key is null', async () => {
    const { rest, pending } = manualRest()
    const $txid = atom<string | null>(null)
    const seen = record(
      createFetcherStore(rest, () => {
        const txid = $txid.get()
        return txid ? { path: `/api/tx/${txid}` } : null
      }, [$txid]),
    )
    expect(pending).toHaveLength(0)
    expect(seen).toEqual([{ loading: false }])
    $txid.set('ab')
    expect(pending.map((p) => p.req.path)).toEqual(['/api/tx/ab'])
  })

  it('keeps previous data while reloading only when asked', async () => {
    const { rest, pending } = manualRest()
    const $n = atom(1)
    const $kept = createFetcherStore<number>(rest, () => ({ path: `/k/${$n.get()}` }), [$n], {
      keepPreviousData: true,
    })
    const seen = record($kept)
    pending[0]?.resolve(1)
    await flush()
    $n.set(2)
    expect(seen.at(-1)).toEqual({ loading: true, data: 1 })
  })

  it("aborts the call in flight on unmount (after nanostores' unmount delay)", () => {
    vi.useFakeTimers()
    try {
      const { rest, pending } = manualRest()
      const $store = createFetcherStore(rest, () => ({ path: '/a' }))
      const unbind = $store.listen(() => {})
      unbind()
      expect(pending[0]?.req.signal?.aborted).toBe(false)
      vi.advanceTimersByTime(STORE_UNMOUNT_DELAY)
      expect(pending[0]?.req.signal?.aborted).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refetch() asks again while mounted', () => {
    const { rest, pending } = manualRest()
    const $store = createFetcherStore(rest, () => ({ path: '/a' }))
    $store.refetch()
    expect(pending).toHaveLength(0)
    record($store)
    $store.refetch()
    expect(pending).toHaveLength(2)
    expect(pending[0]?.req.signal?.aborted).toBe(true)
  })
})

describe('createFetcherStore with typed endpoints', () => {
  it('infers the data type from the request', () => {
    const { rest } = manualRest()
    const $block = createFetcherStore(rest, () => block('ab'))
    expectTypeOf($block.get().data).toEqualTypeOf<BlockExtended | undefined>()
  })
})
