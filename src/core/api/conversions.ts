// BTC prices (reference §1.3 `conversions`, §2.3 `/api/v1/prices`, `/api/v1/historical-price`).

/** Price of 1 BTC per currency code; -1 or 0 means unknown. `time` is unix s. */
export interface Conversions {
  time: number
  USD: number
  EUR: number
  GBP: number
  CAD: number
  CHF: number
  AUD: number
  JPY: number
  [currency: string]: number
}

export interface HistoricalPrice {
  /** Newest first. Entries may be reduced to {time, <currency>, USD}. */
  prices: ({ time: number } & Record<string, number>)[]
  /** e.g. USDEUR. */
  exchangeRates: Record<string, number>
}
