// Fiat price of BTC at a past moment, from `/api/v1/historical-price` data.

/** One price point: `time` in unix seconds plus a price per currency code (fiat per BTC). */
export interface PricePoint {
  readonly time: number
  readonly [currency: string]: number
}

/**
 * The price in `currency` from the newest entry strictly earlier than `timestamp` (unix s); 0 when there is no
 * such entry or it lacks the currency. Entries may come in any order.
 */
export function priceAt(
  prices: readonly PricePoint[],
  timestamp: number,
  currency = 'USD',
): number {
  let best: PricePoint | undefined
  for (const point of prices) {
    if (point.time < timestamp && (best === undefined || point.time > best.time)) best = point
  }
  const price = best?.[currency]
  return typeof price === 'number' && Number.isFinite(price) ? price : 0
}
