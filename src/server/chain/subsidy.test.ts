import { describe, expect, it } from 'vitest'
import { subsidySats } from './subsidy'

describe('subsidy schedule', () => {
  it('halves every 210,000 blocks', () => {
    expect(subsidySats(0)).toBe(5_000_000_000)
    expect(subsidySats(209_999)).toBe(5_000_000_000)
    expect(subsidySats(210_000)).toBe(2_500_000_000)
    expect(subsidySats(630_000)).toBe(625_000_000)
    expect(subsidySats(840_000)).toBe(312_500_000)
    expect(subsidySats(1_050_000)).toBe(156_250_000)
  })

  it('rounds down to whole sats and ends after 64 halvings', () => {
    expect(subsidySats(210_000 * 10)).toBe(Math.floor(5_000_000_000 / 1024))
    expect(subsidySats(210_000 * 33)).toBe(0)
    expect(subsidySats(210_000 * 64)).toBe(0)
  })
})
