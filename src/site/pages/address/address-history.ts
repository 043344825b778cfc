// The address's transactions as loaded from REST, newest first (reference §2.4): the first request answers
// the mempool txs and the first 25 confirmed; each later one the next 25 confirmed after the last seen.
import type { Transaction } from '../../../core'

/** Confirmed txs per REST answer. */
export const CHAIN_CHUNK = 25

export interface AddressHistory {
  readonly txs: readonly Transaction[]
  /** No confirmed txs are left to fetch. */
  readonly complete: boolean
}

export const EMPTY_HISTORY: AddressHistory = { txs: [], complete: false }

/** The history with one more REST answer appended (duplicates dropped). */
export function appendChunk(
  history: AddressHistory,
  chunk: readonly Transaction[],
): AddressHistory {
  const seen = new Set(history.txs.map((tx) => tx.txid))
  const confirmed = chunk.filter((tx) => tx.status.confirmed).length
  return {
    txs: [...history.txs, ...chunk.filter((tx) => !seen.has(tx.txid))],
    complete: confirmed < CHAIN_CHUNK,
  }
}

/** The txid to continue after, or undefined for the first request. */
export function lastConfirmedTxid(history: AddressHistory): string | undefined {
  return history.txs.findLast((tx) => tx.status.confirmed)?.txid
}

/** Whether `page` of `perPage` items needs more than is loaded (and more can be loaded). */
export function needsMore(history: AddressHistory, page: number, perPage: number): boolean {
  return !history.complete && history.txs.length < page * perPage
}
