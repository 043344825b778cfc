// "3 minutes ago": elapsed time in the largest whole unit, optionally one unit finer while that stays short.
import { t } from '../i18n'
import { formatMessages } from './messages'

export type TimeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second'

/** Unit lengths in seconds (a month is 30 days, a year 365). */
export const TIME_UNITS: readonly (readonly [TimeUnit, number])[] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
]

/** How often a "time since" display refreshes, ms (spec §9 "Time display"): fast mode every second, else every minute. */
export const TIME_REFRESH_MS = { fast: 1_000, slow: 60_000 } as const

/** A finer unit is used only while its count stays at or below these. */
export const PRECISION_THRESHOLDS: Readonly<Record<TimeUnit, number>> = {
  year: 100,
  month: 18,
  week: 12,
  day: 31,
  hour: 48,
  minute: 90,
  second: 90,
}

export type ElapsedParts =
  | { readonly justNow: true }
  | { readonly justNow: false; readonly value: number; readonly unit: TimeUnit }

/**
 * Under 60 s (or in the future) → just now. Otherwise the first unit with a whole count ≥ 1; with `precision` p the
 * unit p steps finer is used instead unless its rounded count exceeds that unit's threshold. The count is rounded.
 */
export function elapsedParts(elapsedSeconds: number, precision = 0): ElapsedParts {
  if (!Number.isInteger(precision) || precision < 0)
    throw new RangeError(`precision must be a whole number ≥ 0, got ${precision}`)
  if (!(elapsedSeconds >= 60)) return { justNow: true }
  for (let i = 0; i < TIME_UNITS.length; i++) {
    const [unit, size] = TIME_UNITS[i] ?? ['second', 1]
    if (Math.floor(elapsedSeconds / size) < 1) continue
    const [fineUnit, fineSize] = TIME_UNITS[Math.min(TIME_UNITS.length - 1, i + precision)] ?? [
      unit,
      size,
    ]
    const fineCount = Math.round(elapsedSeconds / fineSize)
    if (fineCount > PRECISION_THRESHOLDS[fineUnit])
      return { justNow: false, value: Math.round(elapsedSeconds / size), unit }
    return { justNow: false, value: fineCount, unit: fineUnit }
  }
  return { justNow: true }
}

/** e.g. timeSince(now − 180, now) → "3 minutes ago"; times in unix seconds. */
export function timeSince(
  thenUnixS: number,
  nowUnixS: number,
  locale = 'en',
  precision = 0,
): string {
  const parts = elapsedParts(nowUnixS - thenUnixS, precision)
  if (parts.justNow) return t(formatMessages.justNow, {}, locale)
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-parts.value, parts.unit)
}
