import { describe, expect, it } from 'vitest'
import shorten from './fixtures/shorten.json'
import truncate from './fixtures/truncate.json'
import { shortenNumber } from './shorten'
import type { ShortenOptions } from './shorten'
import { truncateMiddle } from './truncate'

describe('shortenNumber', () => {
  it.each(shorten.valid)('$value $options → $text', ({ value, options, text }) => {
    expect(shortenNumber(value, options as ShortenOptions)).toBe(text)
  })
  it.each(shorten.invalid)('rejects $options', ({ value, options }) => {
    expect(() => shortenNumber(value, options)).toThrow(RangeError)
  })
})

describe('truncateMiddle', () => {
  it.each(truncate.valid)('$text to $max → $out', ({ text, max, tail, out }) => {
    const result = truncateMiddle(text, max, tail)
    expect(result).toBe(out)
    expect([...result].length).toBeLessThanOrEqual(Math.max(max, 0))
  })
  it('keeps 4 trailing characters by default', () => {
    expect(truncateMiddle('0123456789abcdef', 10)).toBe('01234…cdef')
  })
  it('shortens to 12 characters by default (spec §9)', () => {
    expect(truncateMiddle('0123456789abcdef')).toBe('0123456…cdef')
    expect(truncateMiddle('0123456789ab')).toBe('0123456789ab')
  })
  it.each(truncate.invalid)('rejects max $max', ({ text, max }) => {
    expect(() => truncateMiddle(text, max)).toThrow(RangeError)
  })
})
