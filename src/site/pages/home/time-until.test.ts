import { describe, expect, it } from 'vitest'
import { timeUntil } from './time-until'

const NOW = 1_700_000_000_000

describe('timeUntil', () => {
  it.each([
    [10 * 60_000, 'in 10 minutes'],
    [3 * 3_600_000, 'in 3 hours'],
    [9 * 86_400_000, 'in 1 week'],
    [5_000, 'in 1 minute'],
    [-60_000, 'in 1 minute'],
  ])('%i ms ahead → %s', (ahead, text) => {
    expect(timeUntil(NOW + ahead, NOW)).toBe(text)
  })

  it('speaks the locale', () => {
    expect(timeUntil(NOW + 2 * 3_600_000, NOW, 'de')).toBe('in 2 Stunden')
  })
})
