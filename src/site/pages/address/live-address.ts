// Live news of a tracked address (core's addressTransactions store) over what REST answered: new mempool txs
// go on top and count in the unconfirmed balance; a tx that confirms moves to the confirmed part and its
// amounts from the mempool stats to the chain stats; a tx that leaves the mempool is taken back (spec §4).
import type { AddressInfo, AddressTransactionsGroup, ChainStats, Transaction } from '../../../core'

interface Effect {
  funded: number
  spent: number
  fundedCount: number
  spentCount: number
}

/**
 * The store's group, complete: core's lazy stand-in holds only `{ id }` until its chunk has loaded (its type
 * says otherwise), so a missing list is read as empty.
 */
export function liveGroup(value: Partial<AddressTransactionsGroup>): AddressTransactionsGroup {
  return {
    mempool: value.mempool ?? [],
    confirmed: value.confirmed ?? [],
    removed: value.removed ?? [],
  }
}

/** What `tx` pays to and spends from `address`, sats and output counts. */
export function txEffect(tx: Transaction, address: string): Effect {
  const outs = tx.vout.filter((out) => out.scriptpubkey_address === address)
  const ins = tx.vin.filter((input) => input.prevout?.scriptpubkey_address === address)
  return {
    funded: outs.reduce((sum, out) => sum + out.value, 0),
    spent: ins.reduce((sum, input) => sum + (input.prevout?.value ?? 0), 0),
    fundedCount: outs.length,
    spentCount: ins.length,
  }
}

function shifted(stats: ChainStats, effect: Effect, sign: 1 | -1): ChainStats {
  return {
    funded_txo_count: stats.funded_txo_count + sign * effect.fundedCount,
    funded_txo_sum: stats.funded_txo_sum + sign * effect.funded,
    spent_txo_count: stats.spent_txo_count + sign * effect.spentCount,
    spent_txo_sum: stats.spent_txo_sum + sign * effect.spent,
    tx_count: stats.tx_count + sign,
  }
}

/** The REST stats adjusted by the live news; `known` are the txs REST already counted. */
export function liveStats(
  info: AddressInfo,
  known: readonly Transaction[],
  live: AddressTransactionsGroup,
): AddressInfo {
  const knownMempool = new Set(known.filter((tx) => !tx.status.confirmed).map((tx) => tx.txid))
  const knownChain = new Set(known.filter((tx) => tx.status.confirmed).map((tx) => tx.txid))
  let chain = info.chain_stats
  let mempool = info.mempool_stats
  for (const tx of live.mempool) {
    if (!knownMempool.has(tx.txid) && !knownChain.has(tx.txid))
      mempool = shifted(mempool, txEffect(tx, info.address), 1)
  }
  for (const tx of live.confirmed) {
    if (knownChain.has(tx.txid)) continue
    const effect = txEffect(tx, info.address)
    chain = shifted(chain, effect, 1)
    if (knownMempool.has(tx.txid)) mempool = shifted(mempool, effect, -1)
  }
  for (const tx of live.removed) {
    if (knownMempool.has(tx.txid)) mempool = shifted(mempool, txEffect(tx, info.address), -1)
  }
  return { ...info, chain_stats: chain, mempool_stats: mempool }
}

/** The list shown: unconfirmed first (live news on top), then confirmed (newly confirmed on top). */
export function liveTxs(
  known: readonly Transaction[],
  live: AddressTransactionsGroup,
): Transaction[] {
  const confirmedNow = new Map(live.confirmed.map((tx) => [tx.txid, tx]))
  const removed = new Set(live.removed.map((tx) => tx.txid))
  const knownIds = new Set(known.map((tx) => tx.txid))
  const fresh = live.mempool.filter((tx) => !knownIds.has(tx.txid))
  const stillKnown = known.filter((tx) => !removed.has(tx.txid) && !confirmedNow.has(tx.txid))
  const unconfirmed = [...fresh, ...stillKnown.filter((tx) => !tx.status.confirmed)]
  const confirmed = [...live.confirmed, ...stillKnown.filter((tx) => tx.status.confirmed)]
  return [...unconfirmed, ...confirmed]
}

/** Confirmed balance, unconfirmed change, total received and sent, tx count; sats. */
export function balances(info: AddressInfo) {
  const { chain_stats: chain, mempool_stats: mempool } = info
  return {
    confirmed: chain.funded_txo_sum - chain.spent_txo_sum,
    unconfirmed: mempool.funded_txo_sum - mempool.spent_txo_sum,
    received: chain.funded_txo_sum + mempool.funded_txo_sum,
    sent: chain.spent_txo_sum + mempool.spent_txo_sum,
    txCount: chain.tx_count + mempool.tx_count,
  }
}
