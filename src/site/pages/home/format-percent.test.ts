import { describe, expect, it } from 'vitest'
import { formatPercent } from './format-percent'

describe('formatPercent', () => {
  it('formats percent values with at most two decimals', () => {
    expect(formatPercent(12.3456)).toBe('12.35%')
    expect(formatPercent(100)).toBe('100%')
  })
  it('signs changes when asked', () => {
    expect(formatPercent(1.2, 'en', true)).toBe('+1.2%')
    expect(formatPercent(-0.4, 'en', true)).toBe('-0.4%')
    expect(formatPercent(0, 'en', true)).toBe('0%')
  })
  it('follows the locale', () => {
    expect(formatPercent(12.5, 'de')).toBe('12,5\u00a0%')
  })
})
