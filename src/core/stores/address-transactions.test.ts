import { cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Transaction } from '../api/transaction'
import { setup } from './test-kit'

const ADDRESS = 'bc1qjj09853tfpztjgrk4jeyzj4ml59fv9cmslv3c4gxxf57u0k3kxmqllx29y'
const PUBKEY = '02' + '11'.repeat(32)
const tx = (id: string, confirmed = false): Transaction =>
  ({
    txid: id.repeat(64),
    fee: 1,
    status: { confirmed },
    vin: [],
    vout: [],
  }) as unknown as Transaction
const ids = (list: Transaction[]): string[] => list.map((t) => t.txid[0] ?? '')

let kit = setup()
afterEach(() => {
  cleanStores(
    kit.stores.addressTransactions(ADDRESS),
    kit.stores.multiAddressTransactions([ADDRESS, PUBKEY]),
  )
  vi.useRealTimers()
  kit = setup()
})

describe('addressTransactions(address)', () => {
  it('groups into mempool / confirmed / removed, moving txs out of mempool, newest first', () => {
    vi.useFakeTimers()
    const { socket, stores } = kit
    const $address = stores.addressTransactions(ADDRESS)
    const stop = $address.listen(() => {})
    expect(socket.activeTracks().get('track-address')).toBe(ADDRESS)

    socket.emit({ 'address-transactions': [tx('a'), tx('b')] })
    socket.emit({ 'address-transactions': [tx('c'), tx('a')] })
    expect(ids($address.get().mempool)).toEqual(['c', 'a', 'b'])
    socket.emit({ 'block-transactions': [tx('a', true)] })
    socket.emit({ 'address-removed-transactions': [tx('b')] })
    expect($address.get()).toMatchObject({ id: ADDRESS })
    expect(ids($address.get().mempool)).toEqual(['c'])
    expect(ids($address.get().confirmed)).toEqual(['a'])
    expect(ids($address.get().removed)).toEqual(['b'])

    stop()
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY)
    expect(socket.released).toEqual([`track-address:${ADDRESS}`])
  })
})

describe('multiAddressTransactions(addresses)', () => {
  it('takes news keyed exactly as sent and ignores other keys', () => {
    const { socket, stores } = kit
    const $multi = stores.multiAddressTransactions([ADDRESS, PUBKEY])
    expect(stores.multiAddressTransactions([ADDRESS, PUBKEY])).toBe($multi)
    const stop = $multi.listen(() => {})
    expect(socket.activeTracks().get('track-addresses')).toEqual([ADDRESS, PUBKEY])

    socket.emit({
      'multi-address-transactions': {
        [ADDRESS]: { mempool: [tx('a')], confirmed: [], removed: [] },
        [ADDRESS.toUpperCase()]: { mempool: [tx('z')], confirmed: [], removed: [] },
      },
    })
    socket.emit({
      'multi-address-transactions': {
        [PUBKEY]: { mempool: [], confirmed: [tx('d', true)], removed: [] },
      },
    })
    socket.emit({
      'multi-address-transactions': {
        [ADDRESS]: { mempool: [], confirmed: [tx('a', true)], removed: [] },
      },
    })
    const { byAddress } = $multi.get()
    expect(Object.keys(byAddress)).toEqual([ADDRESS, PUBKEY])
    expect(ids(byAddress[ADDRESS]?.mempool ?? [])).toEqual([])
    expect(ids(byAddress[ADDRESS]?.confirmed ?? [])).toEqual(['a'])
    expect(ids(byAddress[PUBKEY]?.confirmed ?? [])).toEqual(['d'])
    stop()
  })
})
