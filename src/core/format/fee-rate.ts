// Fee rates (sat/vB): the more digits the rate has, the fewer decimals it gets.
import { t } from '../i18n'
import { formatMessages } from './messages'

/** Fraction digits for a rate: ≥ 100 → 0, 10–100 → 1, < 10 → 2. */
export function feeRateDecimals(rateSatPerVb: number): number {
  const size = Math.abs(rateSatPerVb)
  if (size >= 100) return 0
  if (size >= 10) return 1
  return 2
}

/** The number alone, e.g. "1.00", "12.3", "1,234" (en). */
export function formatFeeRate(rateSatPerVb: number, locale = 'en'): string {
  const digits = feeRateDecimals(rateSatPerVb)
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rateSatPerVb)
}

/** With the unit, e.g. "12.3 sat/vB". */
export function formatFeeRateWithUnit(rateSatPerVb: number, locale = 'en'): string {
  return t(formatMessages.feeRate, { rate: formatFeeRate(rateSatPerVb, locale) }, locale)
}
