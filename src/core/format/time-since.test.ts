import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/time-since.json'
import { elapsedParts, timeSince } from './time-since'

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
