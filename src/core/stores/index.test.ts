import { atom, STORE_UNMOUNT_DELAY } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setup } from './test-kit'

afterEach(() => {
  vi.useRealTimers()
})

describe('createStores', () => {
  it('mirrors the connection state and the network', () => {
    const $network = atom('signet')
    const { socket, stores } = setup({ network: $network })
    expect(stores.$connectionState.get()).toBe(0)
    socket.$state.set(2)
    expect(stores.$connectionState.get()).toBe(2)
    expect(stores.$network.get()).toBe('signet')
    expect(setup().stores.$network.get()).toBe('mainnet')
  })

  it('asks the socket for nothing until a store is listened to, and releases everything after the last one stops', async () => {
    vi.useFakeTimers()
    const { socket, rest, stores } = setup()
    expect(socket.listenerCount()).toBe(0)
    const $stores = Object.entries(stores)
      .filter(([name]) => name.startsWith('$'))
      .map(([, $store]) => $store as ReadableAtom<unknown>)
    const families = [
      stores.projectedBlock(0),
      stores.trackedTx('a'.repeat(64)),
      stores.addressTransactions('bc1qexample'),
    ]
    const stops = [...$stores, ...families, stores.multiAddressTransactions(['bc1qexample'])].map(
      ($s) => $s.listen(() => {}),
    )

    expect(socket.activeWants().sort()).toEqual(['blocks', 'mempool-blocks', 'stats'])
    expect(Object.fromEntries(socket.activeTracks())).toEqual({
      'track-rbf-summary': true,
      'track-mempool-block': 0,
      'track-tx': 'a'.repeat(64),
      'track-address': 'bc1qexample',
      'track-addresses': ['bc1qexample'],
    })
    expect(rest.requests.map((req) => req.path)).toEqual(['/api/v1/historical-price?currency=USD'])

    for (const stop of stops) stop()
    await vi.advanceTimersByTimeAsync(3 * STORE_UNMOUNT_DELAY)
    expect(socket.listenerCount()).toBe(0)
    expect(socket.activeWants()).toEqual([])
    expect(socket.activeTracks().size).toBe(0)
  })
})
