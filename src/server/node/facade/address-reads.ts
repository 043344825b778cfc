// Addresses and scripthashes (esplora /address and /scripthash routes): an address is looked up by the
// scripthash of its output script; null when the address does not parse on this network.
import * as addr from '../address-views'
import type { SimNetwork } from '../types'
import { demoAddressesOf } from '../../sim/wallets'
import type { NetworkViews } from './views'

export type AddressReads = Pick<
  SimNetwork,
  | 'address'
  | 'addressTxs'
  | 'addressTxsChain'
  | 'addressTxsMempool'
  | 'addressTxsSummary'
  | 'addressUtxo'
  | 'addressesTxs'
  | 'addressesTxsSummary'
  | 'scripthash'
  | 'scripthashTxs'
  | 'scripthashTxsChain'
  | 'scripthashTxsMempool'
  | 'scripthashTxsSummary'
  | 'scripthashUtxo'
  | 'addressPrefix'
  | 'validateAddress'
  | 'scriptPubKeyOf'
  | 'demoAddresses'
>

export function addressReads({ sim, live }: NetworkViews): AddressReads {
  // Scripthash reads; the address reads are the same after the address → scripthash step.
  const stats = (hash: string, label: string) => addr.scriptStats(sim, hash, label)
  const txs = (hash: string, after?: string) =>
    addr.scriptTxs(sim, hash, live.projection, 'all', after)
  const chainTxs = (hash: string, after?: string) =>
    addr.scriptTxs(sim, hash, live.projection, 'chain', after)
  const mempoolTxs = (hash: string) => addr.scriptTxs(sim, hash, live.projection, 'mempool')
  const summary = (hash: string, after?: string) => addr.scriptTxsSummary(sim, hash, after)
  const utxo = (hash: string) => addr.scriptUtxo(sim, hash)
  /** Runs `read` on the address's scripthash, or answers null for an address that does not parse. */
  const byAddress =
    <A extends unknown[], R>(read: (hash: string, ...rest: A) => R) =>
    (address: string, ...rest: A): R | null => {
      const hash = addr.scripthashOfAddress(sim, address)
      return hash === null ? null : read(hash, ...rest)
    }
  /** Script hashes of the addresses, or null when one does not parse. */
  const hashesOf = (addresses: readonly string[]): string[] | null => {
    const hashes: string[] = []
    for (const address of addresses) {
      const hash = addr.scripthashOfAddress(sim, address)
      if (hash === null) return null
      hashes.push(hash)
    }
    return hashes
  }
  return {
    address: (address) => byAddress((hash) => stats(hash, address))(address),
    addressTxs: byAddress(txs),
    addressTxsChain: byAddress(chainTxs),
    addressTxsMempool: byAddress(mempoolTxs),
    addressTxsSummary: byAddress(summary),
    addressUtxo: byAddress(utxo),
    addressesTxs: (addresses, after) => {
      const hashes = hashesOf(addresses)
      if (hashes === null) return null
      return addr.txsPage(sim, addr.mergedTouches(sim, hashes), live.projection, 'all', after)
    },
    addressesTxsSummary: (addresses, after) => {
      const hashes = hashesOf(addresses)
      return hashes === null ? null : addr.summaryPage(sim, addr.mergedTouches(sim, hashes), after)
    },
    scripthash: (hash) => stats(hash, hash),
    scripthashTxs: txs,
    scripthashTxsChain: chainTxs,
    scripthashTxsMempool: mempoolTxs,
    scripthashTxsSummary: summary,
    scripthashUtxo: utxo,
    addressPrefix: (prefix) => addr.addressPrefix(sim, prefix),
    validateAddress: (address) => addr.validateAddress(sim, address),
    scriptPubKeyOf: (value) => addr.scriptPubKeyOf(sim, value),
    demoAddresses: () => demoAddressesOf(sim.wallets),
  }
}
