// Large counts and amounts as "1.2k", "3.4M", "5G" (or "5B" for billions), "6T", "7P", "8E".

export interface ShortenOptions {
  /** Most fraction digits after scaling (trailing zeros dropped); below 1,000 exactly this many. Default 1. */
  readonly digits?: number
  readonly locale?: string
  /** Symbol for 10^9: SI 'G' (default) or 'B' (billion). */
  readonly billion?: 'G' | 'B'
  /** Unit appended after the symbol with a space before both, e.g. unit 'sats' → "1.2 ksats". */
  readonly unit?: string
}

const STEPS: readonly [number, string][] = [
  [1e18, 'E'],
  [1e15, 'P'],
  [1e12, 'T'],
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
]

export function shortenNumber(value: number, options: ShortenOptions = {}): string {
  const { digits = 1, locale = 'en', billion = 'G', unit } = options
  if (!Number.isInteger(digits) || digits < 0)
    throw new RangeError(`digits must be a non-negative whole number, got ${digits}`)
  const step = STEPS.find(([size]) => Math.abs(value) >= size)
  const format = (n: number, min: number): string =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: min,
      maximumFractionDigits: digits,
    }).format(n)
  if (!step) return unit === undefined ? format(value, digits) : `${format(value, digits)} ${unit}`
  const [size, si] = step
  const symbol = size === 1e9 ? billion : si
  const number = format(value / size, 0)
  return unit === undefined ? `${number}${symbol}` : `${number} ${symbol}${unit}`
}
