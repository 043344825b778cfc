// The `stats` broadcast (reference §1.4.2–1.4.4): mempool info, arrival rate, recommended fees,
// difficulty and the latest transactions. One shared `want` feeds every store, so mounting a second
// stats store does not miss the snapshot the server sends only once per newly wanted name.
import { atom, onMount } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { RecommendedFees } from '../api/fees'
import type { MempoolInfo } from '../api/mempool-info'
import type { Difficulty } from '../api/to-difficulty'
import { toDifficulty } from '../api/to-difficulty'
import type { TransactionStripped } from '../api/transaction'
import type { StorePlatform } from './platform'
import { releaseAll, sharedFeed } from './platform'

/** The server sends 6; the client never shows more. */
export const LATEST_TRANSACTIONS = 6

export interface StatsStores {
  $mempoolInfo: ReadableAtom<MempoolInfo | undefined>
  /** vB/s averaged over the last 150 s. */
  $vBytesPerSecond: ReadableAtom<number | undefined>
  /** Precise recommended fees, sat/vB. */
  $fees: ReadableAtom<RecommendedFees | undefined>
  /** Difficulty adjustment with every time in ms (normalised once, here). */
  $difficulty: ReadableAtom<Difficulty | undefined>
  /** Most recently seen mempool txs, newest first, at most 6. */
  $transactions: ReadableAtom<TransactionStripped[]>
}

export function createStatsStores({ socket }: StorePlatform): StatsStores {
  const $mempoolInfo = atom<MempoolInfo | undefined>(undefined)
  const $vBytesPerSecond = atom<number | undefined>(undefined)
  const $fees = atom<RecommendedFees | undefined>(undefined)
  const $difficulty = atom<Difficulty | undefined>(undefined)
  const $transactions = atom<TransactionStripped[]>([])

  const statsFeed = sharedFeed(() =>
    releaseAll([
      socket.want('stats'),
      socket.on('mempoolInfo', (info) => $mempoolInfo.set(info)),
      socket.on('vBytesPerSecond', (rate) => $vBytesPerSecond.set(rate)),
      socket.on('fees', (fees) => $fees.set(fees)),
      socket.on('da', (da) => $difficulty.set(toDifficulty(da))),
      socket.on('transactions', (txs) => $transactions.set(txs.slice(0, LATEST_TRANSACTIONS))),
    ]),
  )
  for (const $store of [$mempoolInfo, $vBytesPerSecond, $fees, $difficulty, $transactions])
    onMount($store, statsFeed)

  return { $mempoolInfo, $vBytesPerSecond, $fees, $difficulty, $transactions }
}
