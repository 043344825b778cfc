// Sizes in bytes (B), virtual bytes (vB) or weight units (WU), stepping by 1,000 up to tera.
import { t } from '../i18n'
import { formatMessages } from './messages'

export type SizeUnit = 'B' | 'vB' | 'WU'

const PREFIXES = ['', 'k', 'M', 'G', 'T'] as const

export interface FormatBytesOptions {
  readonly unit?: SizeUnit
  /** Fraction digits for scaled values (kB and up); must be a finite, non-negative whole number. Default 2. */
  readonly precision?: number
  readonly locale?: string
}

/** Throws a RangeError unless precision is a finite, non-negative whole number. */
export function assertPrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < 0) {
    throw new RangeError(`precision must be a finite, non-negative whole number, got ${precision}`)
  }
}

/** The value scaled to its unit, e.g. 1_234_567 → { value: 1.234567, unit: 'MB' }. */
export function scaleBytes(
  value: number,
  unit: SizeUnit = 'B',
  precision = 2,
): { value: number; unit: string } {
  assertPrecision(precision)
  let step = 0
  while (step < PREFIXES.length - 1 && Math.abs(value) >= 1000 ** (step + 1)) step++
  // 999,999 B at 2 decimals would print "1000.00 kB": move up when rounding reaches the next step.
  const rounds = (v: number): number => Math.round(v * 10 ** precision) / 10 ** precision
  if (step > 0 && step < PREFIXES.length - 1 && Math.abs(rounds(value / 1000 ** step)) >= 1000)
    step++
  return { value: value / 1000 ** step, unit: `${PREFIXES[step] ?? ''}${unit}` }
}

/** e.g. formatBytes(1_234_567, { unit: 'vB' }) → "1.23 MvB"; unscaled values keep up to `precision` decimals. */
export function formatBytes(value: number, options: FormatBytesOptions = {}): string {
  const { unit = 'B', precision = 2, locale = 'en' } = options
  const scaled = scaleBytes(value, unit, precision)
  const isBase = scaled.unit === unit
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: isBase ? 0 : precision,
    maximumFractionDigits: precision,
  }).format(scaled.value)
  return t(formatMessages.valueWithUnit, { value: number, unit: scaled.unit }, locale)
}
