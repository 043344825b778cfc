import { describe, expect, it } from 'vitest'
import { formatHashrate } from './hashrate'

describe('formatHashrate', () => {
  it.each([
    [0, '0 H/s'],
    [999, '999 H/s'],
    [1_500, '1.5 kH/s'],
    [612_400_000_000_000_000_000, '612.4 EH/s'],
    [3.456e18, '3.46 EH/s'],
    [2e24, '2,000 ZH/s'],
  ])('%d → %s', (value, text) => {
    expect(formatHashrate(value)).toBe(text)
  })

  it('uses the locale for the number', () => {
    expect(formatHashrate(1_500, 'de')).toBe('1,5 kH/s')
  })
})
