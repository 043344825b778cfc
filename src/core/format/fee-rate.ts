// Fee rates, given in sat/vB and shown in the reader's unit (sat/vB, or sat/WU = ÷ 4): the more digits the
// shown number has, the fewer decimals it gets.
import { t } from '../i18n'
import { feeRateIn } from '../preferences/rate-unit'
import type { RateUnit } from '../preferences/rate-unit'
import { formatMessages } from './messages'

/** Fraction digits for a shown rate: ≥ 100 → 0, 10–100 → 1, < 10 → 2. */
export function feeRateDecimals(rate: number): number {
  const size = Math.abs(rate)
  if (size >= 100) return 0
  if (size >= 10) return 1
  return 2
}

/** The number alone in `unit`, e.g. "1.00", "12.3", "1,234" (en); 'wu' shows rate ÷ 4 rounded by its own size. */
export function formatFeeRate(rateSatPerVb: number, locale = 'en', unit: RateUnit = 'vb'): string {
  const shown = feeRateIn(rateSatPerVb, unit)
  const digits = feeRateDecimals(shown)
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(shown)
}

/** With the unit, e.g. "12.3 sat/vB" or "3.08 sat/WU". */
export function formatFeeRateWithUnit(
  rateSatPerVb: number,
  locale = 'en',
  unit: RateUnit = 'vb',
): string {
  const message = unit === 'wu' ? formatMessages.feeRateWu : formatMessages.feeRate
  return t(message, { rate: formatFeeRate(rateSatPerVb, locale, unit) }, locale)
}
