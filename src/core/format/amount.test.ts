import { describe, expect, it } from 'vitest'
import type { Network } from '../network/networks'
import fixtures from './fixtures/amount.json'
import { AMOUNT_DIGITS, amountDigitsForWidth, formatAmount, formatBtc } from './amount'

describe('formatAmount', () => {
  it.each(fixtures.valid)(
    '$sats sats on $network ($locale, digits $digits) → $text',
    ({ sats, network, locale, digits, text }) => {
      expect(
        formatAmount(sats, {
          network: network as Network,
          locale,
          digits,
        }),
      ).toBe(text)
    },
  )

  it.each(fixtures.invalid)('rejects digits $digits', ({ digits }) => {
    expect(() => formatBtc(1, 'en', digits)).toThrow(RangeError)
  })

  it.each(fixtures.width)('spec §9: $widthPx px wide → $digits digits', ({ widthPx, digits }) => {
    expect(amountDigitsForWidth(widthPx)).toBe(digits)
  })

  it('defaults to 8 digits (spec §9 "1.8-8")', () => {
    expect(AMOUNT_DIGITS).toBe(8)
    expect(formatAmount(100_000_000)).toBe('1.00000000 BTC')
  })
})
