import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/fiat.json'
import { fiatDecimals, formatFiat } from './fiat'

describe('formatFiat', () => {
  it.each(fixtures.valid)(
    '$value $currency in $locale → $text',
    ({ value, currency, locale, text }) => {
      expect(formatFiat(value, currency, locale)).toBe(text)
    },
  )

  it('drops decimals from 1,000 up and keeps the currency default below', () => {
    expect(fiatDecimals(999.99, 'USD')).toBe(2)
    expect(fiatDecimals(1000, 'USD')).toBe(0)
    expect(fiatDecimals(5, 'JPY')).toBe(0)
    expect(fiatDecimals(5, 'KWD')).toBe(3)
  })
})
