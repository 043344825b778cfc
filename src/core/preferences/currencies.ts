// The fiat currencies a reader can pick (spec §3 "Currencies"): the 7 base ones, and all 33 when the
// deployment turns on additional currencies (spec §1 toggle).

export const BASE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'CHF', 'AUD', 'JPY'] as const

const ADDITIONAL_CURRENCIES = [
  'BGN',
  'BRL',
  'CNY',
  'CZK',
  'DKK',
  'HKD',
  'HRK',
  'HUF',
  'IDR',
  'ILS',
  'INR',
  'ISK',
  'KRW',
  'MXN',
  'MYR',
  'NOK',
  'NZD',
  'PHP',
  'PLN',
  'RON',
  'RUB',
  'SEK',
  'SGD',
  'THB',
  'TRY',
  'ZAR',
] as const

/** All 33 supported codes, base ones first. */
export const ALL_CURRENCIES = [...BASE_CURRENCIES, ...ADDITIONAL_CURRENCIES] as const

export type FiatCurrency = (typeof ALL_CURRENCIES)[number]

export const DEFAULT_CURRENCY: FiatCurrency = 'USD'

export function isFiatCurrency(value: unknown): value is FiatCurrency {
  return (ALL_CURRENCIES as readonly unknown[]).includes(value)
}

/** The codes a settings menu offers on a deployment with or without additional currencies. */
export function offeredCurrencies(additional: boolean): readonly FiatCurrency[] {
  return additional ? ALL_CURRENCIES : BASE_CURRENCIES
}

/** The currency shown: the chosen one when the deployment offers it, else USD. */
export function effectiveCurrency(chosen: FiatCurrency, additional: boolean): FiatCurrency {
  return offeredCurrencies(additional).includes(chosen) ? chosen : DEFAULT_CURRENCY
}
