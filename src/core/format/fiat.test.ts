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

  it('spec §9 "1.2-2": two decimals below 1,000 whatever the currency, none from 1,000 up', () => {
    expect(fiatDecimals(999.99)).toBe(2)
    expect(fiatDecimals(-999.99)).toBe(2)
    expect(fiatDecimals(1000)).toBe(0)
    expect(formatFiat(5, 'JPY', 'en')).toBe('¥5.00')
    expect(formatFiat(5, 'KWD', 'en')).toBe('KWD\u00a05.00')
  })
})
