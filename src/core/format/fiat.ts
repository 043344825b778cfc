// Fiat amounts: whole units from 1,000 up, the currency's usual decimals below.

/** Fraction digits used for a fiat value: 0 when |value| ≥ 1000, else the currency's default (2 for USD, 0 for JPY). */
export function fiatDecimals(value: number, currency: string): number {
  if (Math.abs(value) >= 1000) return 0
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  )
}

/** e.g. formatFiat(64123.4, 'USD', 'en') → "$64,123"; formatFiat(12.5, 'EUR', 'de') → "12,50 €". */
export function formatFiat(value: number, currency: string, locale = 'en'): string {
  const digits = fiatDecimals(value, currency)
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}
