// Percentages of the difficulty card: progress (0–100) and the estimated change (signed). Pure.

/** `value` in percent (12.3 → "12.3%"); `signed` shows + on increases ("+1.2%", "−0.4%", "0%"). */
export function formatPercent(value: number, locale = 'en', signed = false): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value / 100)
}
