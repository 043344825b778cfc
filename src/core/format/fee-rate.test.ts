import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/fee-rate.json'
import { feeRateDecimals, formatFeeRate, formatFeeRateWithUnit } from './fee-rate'

describe('formatFeeRate', () => {
  it.each(fixtures.valid)('$rate sat/vB in $locale → $text', ({ rate, locale, decimals, text }) => {
    expect(feeRateDecimals(rate)).toBe(decimals)
    expect(formatFeeRate(rate, locale)).toBe(text)
  })

  it('adds the unit through the catalog', () => {
    expect(formatFeeRateWithUnit(12.34)).toBe('12.3 sat/vB')
    expect(formatFeeRateWithUnit(1, 'de')).toBe('1,00 sat/vB')
  })
})
