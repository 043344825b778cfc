// Fiat amounts (spec §9 "Fiat digits are 1.2-2", §5 "Fiat amounts of 1000 or more show no decimals").

/** Fraction digits used for a fiat value: 0 when |value| ≥ 1000, else 2 — for every currency (JPY included). */
export function fiatDecimals(value: number): number {
  return Math.abs(value) >= 1000 ? 0 : 2
}

/** e.g. formatFiat(64123.4, 'USD', 'en') → "$64,123"; formatFiat(12.5, 'EUR', 'de') → "12,50 €". */
export function formatFiat(value: number, currency: string, locale = 'en'): string {
  const digits = fiatDecimals(value)
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}
