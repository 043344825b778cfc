import { describe, expect, it } from 'vitest'
import { CELEBRATION_MS, COUNTDOWN_BLOCKS, specialEventFor } from './special-event'

describe('special-event banner', () => {
  const now = 1_713_000_000_000
  it('counts down from 1,008 blocks before a halving', () => {
    expect(specialEventFor(840_000 - COUNTDOWN_BLOCKS - 1, 'mainnet', now, now)).toBeNull()
    const event = specialEventFor(840_000 - COUNTDOWN_BLOCKS, 'mainnet', now, now)
    expect(event).toMatchObject({ kind: 'countdown', blocksLeft: 1008, height: 840_000 })
    expect(specialEventFor(839_999, 'mainnet', now, now)).toMatchObject({
      kind: 'countdown',
      blocksLeft: 1,
    })
  })

  it('celebrates for one hour after the block arrived', () => {
    expect(specialEventFor(840_000, 'mainnet', now, now)).toMatchObject({
      kind: 'celebration',
      height: 840_000,
    })
    expect(specialEventFor(840_000, 'mainnet', now + CELEBRATION_MS - 1, now)?.kind).toBe(
      'celebration',
    )
    expect(specialEventFor(840_000, 'mainnet', now + CELEBRATION_MS, now)).toBeNull()
  })

  it('shows nothing for the recorded tip (2,950 blocks before the 4th halving) or on signet', () => {
    expect(specialEventFor(837_050, 'mainnet', now, now)).toBeNull()
    expect(specialEventFor(839_999, 'signet', now, now)).toBeNull()
  })
})
