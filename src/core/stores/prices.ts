// BTC prices: live `conversions` frames (sent to every connection) and the historical price series
// from REST, refetched after an hour or when the currency or network changes — on mainnet only (spec §5, §7.2).
import { atom, onMount } from 'nanostores'
import type { ReadableAtom, WritableAtom } from 'nanostores'
import type { Conversions, HistoricalPrice } from '../api/conversions'
import type { RestError } from '../client/contracts'
import { hasHistoricalPrices } from '../network/networks'
import type { InitSnapshot } from './init-snapshot'
import type { StorePlatform } from './platform'
import { releaseAll } from './platform'

/** Historical prices older than this are fetched again, ms (3,600 s). */
export const HISTORICAL_PRICE_MAX_AGE_MS = 3_600_000

export interface HistoricalPricesState {
  network: string
  currency: string
  data: HistoricalPrice | undefined
  error: RestError | undefined
  loading: boolean
}

export interface PriceStores {
  /** Currency code for fiat display, e.g. 'USD'. */
  $currency: WritableAtom<string>
  /** Price of 1 BTC per currency; `time` unix s. */
  $conversions: ReadableAtom<Conversions | undefined>
  $historicalPrices: ReadableAtom<HistoricalPricesState>
}

export function createPriceStores(
  { socket, rest, $network, now, schedule }: StorePlatform,
  initSnapshot: InitSnapshot,
  /** The currency chosen; passed in when the store families load lazily (it must exist before them). */
  $currency: WritableAtom<string> = atom('USD'),
): PriceStores {
  const $conversions = atom<Conversions | undefined>(undefined)
  onMount($conversions, () => {
    const stop = socket.on('conversions', (conversions) => $conversions.set(conversions))
    if (!$conversions.get()) {
      initSnapshot((data) => {
        if (!$conversions.get() && data.conversions) $conversions.set(data.conversions)
      })
    }
    return stop
  })

  const $historicalPrices = atom<HistoricalPricesState>({
    network: $network.get(),
    currency: $currency.get(),
    data: undefined,
    error: undefined,
    loading: false,
  })
  let fetchedAtMs = -Infinity
  let cancelRefresh: (() => void) | undefined

  function fetchPrices(): void {
    const network = $network.get()
    const currency = $currency.get()
    const previous = $historicalPrices.get()
    const sameKey = previous.network === network && previous.currency === currency
    if (!hasHistoricalPrices(network)) {
      cancelRefresh?.()
      cancelRefresh = undefined
      fetchedAtMs = -Infinity
      $historicalPrices.set({
        network,
        currency,
        data: undefined,
        error: undefined,
        loading: false,
      })
      return
    }
    $historicalPrices.set({
      network,
      currency,
      data: sameKey ? previous.data : undefined,
      error: undefined,
      loading: true,
    })
    fetchedAtMs = now()
    scheduleRefresh(HISTORICAL_PRICE_MAX_AGE_MS)
    const isCurrent = (): boolean => $network.get() === network && $currency.get() === currency
    rest
      .request<HistoricalPrice>({
        path: `/api/v1/historical-price?currency=${encodeURIComponent(currency)}`,
      })
      .then(
        (data) => {
          if (isCurrent())
            $historicalPrices.set({ network, currency, data, error: undefined, loading: false })
        },
        (error: RestError) => {
          if (isCurrent())
            $historicalPrices.set({ ...$historicalPrices.get(), error, loading: false })
        },
      )
  }

  function scheduleRefresh(ms: number): void {
    cancelRefresh?.()
    cancelRefresh = schedule(fetchPrices, ms)
  }

  onMount($historicalPrices, () => {
    const { network, currency, data, loading } = $historicalPrices.get()
    const ageMs = now() - fetchedAtMs
    const keyChanged = network !== $network.get() || currency !== $currency.get()
    if (keyChanged || (!data && !loading) || ageMs >= HISTORICAL_PRICE_MAX_AGE_MS) fetchPrices()
    else scheduleRefresh(HISTORICAL_PRICE_MAX_AGE_MS - ageMs)
    return releaseAll([
      $currency.listen(fetchPrices),
      $network.listen(fetchPrices),
      () => {
        cancelRefresh?.()
        cancelRefresh = undefined
      },
    ])
  })

  return { $currency, $conversions, $historicalPrices }
}
