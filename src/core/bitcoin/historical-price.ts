// Fiat price of BTC at a past moment, from `/api/v1/historical-price` data.

/** One price point: `time` in unix seconds plus a price per currency code (fiat per BTC). */
export interface PricePoint {
  readonly time: number
  readonly [currency: string]: number
}

/**
 * The price in `currency` from the newest entry strictly earlier than `timestamp` (unix s). An entry without the
 * currency falls back to its USD price × exchangeRates['USD' + currency] (spec §3 "Fiat conversion"). 0 when there
 * is no such entry, or neither the currency nor the fallback is there. Entries may come in any order.
 */
export function priceAt(
  prices: readonly PricePoint[],
  timestamp: number,
  currency = 'USD',
  exchangeRates: Readonly<Record<string, number>> = {},
): number {
  let best: PricePoint | undefined
  for (const point of prices) {
    if (point.time < timestamp && (best === undefined || point.time > best.time)) best = point
  }
  if (!best) return 0
  const own = best[currency]
  if (isPrice(own)) return own
  const usd = best['USD']
  const rate = exchangeRates[`USD${currency}`]
  return isPrice(usd) && isPrice(rate) ? usd * rate : 0
}

function isPrice(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}
