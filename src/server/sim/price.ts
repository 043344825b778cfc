// A deterministic, smooth simulated BTC price series (USD) with fixed exchange rates for other currencies.
import type { Conversions, HistoricalPrice } from '../../core/wire'
import { createRng } from './prng'

const DAY = 86_400
/** USD → currency. */
export const EXCHANGE_RATES: Record<string, number> = {
  EUR: 0.92,
  GBP: 0.79,
  CAD: 1.37,
  CHF: 0.88,
  AUD: 1.52,
  JPY: 151.2,
}

export interface PriceSeries {
  /** USD per BTC at unix s. */
  usdAt(timeS: number): number
  conversions(timeS: number): Conversions
  historical(nowS: number, timestampS?: number, currency?: string): HistoricalPrice
}

export function createPriceSeries(seed: string): PriceSeries {
  const rng = createRng(seed, 'price')
  const phases = [rng.next(), rng.next(), rng.next(), rng.next()].map((x) => x * 2 * Math.PI)
  const base = 70_000 + rng.next() * 40_000
  const usdAt = (timeS: number): number => {
    const t = timeS / DAY
    const [a = 0, b = 0, c = 0, d = 0] = phases
    const wiggle =
      0.22 * Math.sin((2 * Math.PI * t) / 180 + a) +
      0.08 * Math.sin((2 * Math.PI * t) / 29 + b) +
      0.025 * Math.sin((2 * Math.PI * t) / 3.1 + c) +
      0.006 * Math.sin((2 * Math.PI * t) / 0.37 + d)
    return Math.round(base * Math.exp(wiggle))
  }
  const conversions = (timeS: number): Conversions => {
    const usd = usdAt(timeS)
    const out: Conversions = {
      time: timeS,
      USD: usd,
      EUR: 0,
      GBP: 0,
      CAD: 0,
      CHF: 0,
      AUD: 0,
      JPY: 0,
    }
    for (const [cur, rate] of Object.entries(EXCHANGE_RATES)) out[cur] = Math.round(usd * rate)
    return out
  }
  const historical = (nowS: number, timestampS?: number, currency?: string): HistoricalPrice => {
    const hour = (t: number): number => Math.floor(t / 3600) * 3600
    const times =
      timestampS !== undefined
        ? [hour(Math.min(timestampS, nowS))]
        : Array.from({ length: 365 }, (_, i) => hour(nowS) - i * DAY)
    const prices = times.map((t) => {
      const c = conversions(t)
      if (!currency) return c
      return { time: t, USD: c.USD, [currency]: c[currency] ?? -1 }
    })
    const exchangeRates: Record<string, number> = {}
    for (const [cur, rate] of Object.entries(EXCHANGE_RATES)) exchangeRates[`USD${cur}`] = rate
    return { prices, exchangeRates }
  }
  return { usdAt, conversions, historical }
}
