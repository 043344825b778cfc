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

  it('shows sat/WU as a quarter of the rate, rounded by the size of the shown number', () => {
    expect(formatFeeRate(12.34, 'en', 'vb')).toBe('12.3')
    expect(formatFeeRate(12.34, 'en', 'wu')).toBe('3.09') // 3.085 → 2 decimals
    expect(formatFeeRate(400, 'en', 'wu')).toBe('100')
    expect(formatFeeRate(44, 'en', 'wu')).toBe('11.0')
    expect(formatFeeRateWithUnit(12.34, 'en', 'wu')).toBe('3.09 sat/WU')
    expect(formatFeeRateWithUnit(4, 'de', 'wu')).toBe('1,00 sat/WU')
    expect(formatFeeRateWithUnit(4, 'en', 'vb')).toBe('4.00 sat/vB')
  })
})
