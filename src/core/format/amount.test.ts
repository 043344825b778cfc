import { describe, expect, it } from 'vitest'
import type { Network } from '../network/networks'
import fixtures from './fixtures/amount.json'
import { amountDigitsByWidth, formatAmount, formatBtc } from './amount'

describe('formatAmount', () => {
  it.each(fixtures.valid)(
    '$sats sats on $network ($locale, digits $digits) → $text',
    ({ sats, network, locale, digits, text }) => {
      expect(
        formatAmount(sats, {
          network: network as Network,
          locale,
          digits: digits as number | 'width',
        }),
      ).toBe(text)
    },
  )

  it.each(fixtures.invalid)('rejects digits $digits', ({ digits }) => {
    expect(() => formatBtc(1, 'en', digits)).toThrow(RangeError)
  })

  it('derives digits from the width of the whole part', () => {
    expect(amountDigitsByWidth(99_999_999)).toBe(4) // 0.99999999 BTC
    expect(amountDigitsByWidth(100_000_001)).toBe(3) // just over 1 BTC
    expect(amountDigitsByWidth(-1_230_000_000)).toBe(2)
  })
})
