import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/time-since.json'
import {
  elapsedParts,
  PRECISION_THRESHOLDS,
  TIME_REFRESH_MS,
  TIME_UNITS,
  timeSince,
} from './time-since'

const now = 1_700_000_000 // unix s

describe('timeSince', () => {
  it.each(fixtures.valid)(
    '$elapsed s (precision $precision) → $text',
    ({ elapsed, precision, text }) => {
      expect(timeSince(now - elapsed, now, 'en', precision)).toBe(text)
    },
  )

  it.each(fixtures.invalid)('rejects precision $precision', ({ precision }) => {
    expect(() => elapsedParts(120, precision)).toThrow(RangeError)
  })

  it('localises units and plurals through Intl', () => {
    expect(timeSince(now - 300, now, 'ru')).toBe('5 минут назад')
    expect(timeSince(now - 120, now, 'ru')).toBe('2 минуты назад')
    expect(timeSince(now - 7200, now, 'de')).toBe('vor 2 Stunden')
  })

  it('says "Just now" through the catalog (English until translated)', () => {
    expect(timeSince(now - 5, now, 'en')).toBe('Just now')
    expect(timeSince(now - 5, now, 'de')).toBe('Just now')
  })
})

describe('time display constants (spec §9)', () => {
  it('refreshes every 1 s (fast) or 60 s', () => {
    expect(TIME_REFRESH_MS).toEqual({ fast: 1000, slow: 60_000 })
  })

  it('uses the spec thresholds and unit lengths', () => {
    expect(PRECISION_THRESHOLDS).toEqual({
      year: 100,
      month: 18,
      week: 12,
      day: 31,
      hour: 48,
      minute: 90,
      second: 90,
    })
    expect(Object.fromEntries(TIME_UNITS)).toMatchObject({
      year: 31_536_000,
      month: 2_592_000,
      week: 604_800,
      day: 86_400,
    })
  })
})
