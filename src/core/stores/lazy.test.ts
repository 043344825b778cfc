import { atom, cleanStores, keepMount, STORE_UNMOUNT_DELAY } from 'nanostores'
import { afterEach, describe, expect, it } from 'vitest'
import { createFakeSocket } from './fake-socket'
import { createStores } from './index'
import { lazyAtom } from './lazy'
import { initialTrackedTx } from './initial-states'
import { createFakeRest } from './test-kit'

/** Lets the dynamic import of extras.ts and the promise chains after it finish. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 50))

const stores = () => {
  const socket = createFakeSocket()
  // No `extras` option: the production path, where the families load on first use.
  return { socket, stores: createStores({ socket, rest: createFakeRest(), network: 'mainnet' }) }
}

let kit = stores()
afterEach(() => {
  cleanStores(kit.stores.$conversions, kit.stores.$rbfSummary)
  kit = stores()
})

describe('extra store families, loaded on first use', () => {
  it('asks the socket for nothing before a stand-in mounts', async () => {
    kit.stores.trackedTx('a'.repeat(64))
    await loaded()
    expect(kit.socket.listenerCount()).toBe(0)
    expect(kit.socket.activeTracks().size).toBe(0)
  })

  it('a stand-in mirrors its real store once loaded, frames included', async () => {
    const { socket, stores: s } = kit
    keepMount(s.$rbfSummary)
    expect(s.$rbfSummary.get()).toBeUndefined()
    await loaded()
    expect(Object.fromEntries(socket.activeTracks())).toEqual({ 'track-rbf-summary': true })
    socket.emit({ rbfSummary: [] })
    expect(s.$rbfSummary.get()).toEqual([])
  })

  it('families hand out one stand-in per id, in its initial state before loading, then the real state', async () => {
    const { socket, stores: s } = kit
    const txid = 'b'.repeat(64)
    const $tx = s.trackedTx(txid)
    expect(s.trackedTx(txid)).toBe($tx)
    const unbind = $tx.listen(() => {})
    // The full shape the store's type promises, from the first read: a reader needs no `{ id }`-only case.
    expect($tx.get()).toEqual({ id: txid, ...initialTrackedTx(txid) })
    expect($tx.get().utxoSpent).toEqual({})
    expect(s.projectedBlock(2).get()).toMatchObject({ id: '2', index: 2, version: 0, sequence: 0 })
    expect(s.multiAddressTransactions(['x', 'y']).get().byAddress).toEqual({
      x: { mempool: [], confirmed: [], removed: [] },
      y: { mempool: [], confirmed: [], removed: [] },
    })
    await loaded()
    expect($tx.get()).toMatchObject({ id: txid, txid, utxoSpent: {} })
    expect(Object.fromEntries(socket.activeTracks())).toMatchObject({ 'track-tx': txid })
    unbind()
  })

  it('onBackendUpdate can be released before the families finish loading', async () => {
    const { socket, stores: s } = kit
    const release = s.onBackendUpdate(() => {})
    release()
    await loaded()
    expect(socket.listenerCount()).toBe(0)
  })

  it('$currency exists at once and is shared with the loaded price stores', async () => {
    const { stores: s } = kit
    s.$currency.set('EUR')
    keepMount(s.$historicalPrices)
    await loaded()
    expect(s.$historicalPrices.get().currency).toBe('EUR')
  })
})

describe('lazyAtom', () => {
  it('keeps its initial value when the real store fails to load, and tries again on the next mount', async () => {
    const $real = atom('real')
    let attempts = 0
    const $lazy = lazyAtom('initial', () =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve($real),
    )
    let unbind = $lazy.listen(() => {})
    await loaded()
    expect($lazy.get()).toBe('initial')
    unbind()
    await new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 50)) // really unmounted
    unbind = $lazy.listen(() => {})
    await loaded()
    expect(attempts).toBe(2)
    expect($lazy.get()).toBe('real')
    $real.set('later')
    expect($lazy.get()).toBe('later')
    unbind()
  })
})
