import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/bytes.json'
import { formatBytes, scaleBytes } from './bytes'
import type { SizeUnit } from './bytes'

describe('formatBytes', () => {
  it.each(fixtures.valid)(
    '$value $unit (precision $precision, $locale) → $text',
    ({ value, unit, precision, locale, text }) => {
      expect(formatBytes(value, { unit: unit as SizeUnit, precision, locale })).toBe(text)
    },
  )

  it.each(fixtures.invalid)('rejects precision $precision with a RangeError', ({ precision }) => {
    const p = typeof precision === 'string' ? Number(precision) : (precision as unknown as number)
    expect(() => formatBytes(1000, { precision: p })).toThrow(RangeError)
    expect(() => formatBytes(1000, { precision: p })).toThrow(
      /precision must be a finite, non-negative whole number/,
    )
  })

  it('steps by 1,000, not 1,024', () => {
    expect(scaleBytes(1024)).toEqual({ value: 1.024, unit: 'kB' })
    expect(scaleBytes(1_000_000, 'WU')).toEqual({ value: 1, unit: 'MWU' })
  })
})
