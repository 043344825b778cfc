// Live transactions of tracked addresses (reference §1.2 `track-address` / `track-addresses`, §1.3),
// grouped into mempool / confirmed / removed. A tx that confirms or leaves the mempool moves out of
// `mempool`; a newer copy of a tx replaces the older one. Newest first within each group.
import { mapCreator } from 'nanostores'
import type { MapStore } from 'nanostores'
import type { AddressTransactionsGroup } from '../api/address'
import type { Transaction } from '../api/transaction'
import type { StorePlatform } from './platform'
import { releaseAll } from './platform'
import { emptyGroup, initialAddressList } from './initial-states'

export type AddressTransactionsStore = MapStore<{ id: string } & AddressTransactionsGroup>
export type MultiAddressTransactionsStore = MapStore<
  { id: string } & { addresses: string[]; byAddress: Record<string, AddressTransactionsGroup> }
>

/** Merge news into a group (returns a new group; the old one is not modified). */
export function mergeAddressNews(
  group: AddressTransactionsGroup,
  news: Partial<AddressTransactionsGroup>,
): AddressTransactionsGroup {
  const left = new Set([...(news.confirmed ?? []), ...(news.removed ?? [])].map((tx) => tx.txid))
  const mempool = prepend(news.mempool ?? [], group.mempool).filter((tx) => !left.has(tx.txid))
  return {
    mempool,
    confirmed: prepend(news.confirmed ?? [], group.confirmed),
    removed: prepend(news.removed ?? [], group.removed),
  }
}

function prepend(fresh: Transaction[], old: Transaction[]): Transaction[] {
  if (fresh.length === 0) return old
  const ids = new Set(fresh.map((tx) => tx.txid))
  return [...fresh, ...old.filter((tx) => !ids.has(tx.txid))]
}

export function createAddressFamilies({ socket }: StorePlatform): {
  addressTransactions: (address: string) => AddressTransactionsStore
  multiAddressTransactions: (addresses: string[]) => MultiAddressTransactionsStore
} {
  // One `track-address` per connection: only the latest mounted address store takes the (unnamed) news.
  let activeAddress: string | undefined
  const single = mapCreator<AddressTransactionsGroup>((store, address) => {
    activeAddress = address
    store.set({ id: address, ...emptyGroup() })
    const add = (news: Partial<AddressTransactionsGroup>): void => {
      if (activeAddress === address)
        store.set({ id: address, ...mergeAddressNews(store.get(), news) })
    }
    const release = releaseAll([
      socket.track('track-address', address),
      socket.on('address-transactions', (mempool) => add({ mempool })),
      socket.on('address-removed-transactions', (removed) => add({ removed })),
      socket.on('block-transactions', (confirmed) => add({ confirmed })),
    ])
    return () => {
      if (activeAddress === address) activeAddress = undefined
      release()
    }
  })

  let activeList: string | undefined
  const multi = mapCreator<
    { addresses: string[]; byAddress: Record<string, AddressTransactionsGroup> },
    [string[]]
  >((store, id, addresses) => {
    activeList = id
    store.set({ id, ...initialAddressList(addresses) })
    const release = releaseAll([
      socket.track('track-addresses', addresses),
      socket.on('multi-address-transactions', (news) => {
        if (activeList !== id) return
        const next = { ...store.get().byAddress }
        let touched = false
        // Keys are the addresses exactly as we sent them.
        for (const address of addresses) {
          const group = news[address]
          const current = next[address]
          if (!group || !current) continue
          next[address] = mergeAddressNews(current, group)
          touched = true
        }
        if (touched) store.setKey('byAddress', next)
      }),
    ])
    return () => {
      if (activeList === id) activeList = undefined
      release()
    }
  })

  return {
    addressTransactions: (address) => single(address),
    multiAddressTransactions: (addresses) => multi(JSON.stringify(addresses), [...addresses]),
  }
}
