import { describe, expect, it } from 'vitest'
import { CLEAR_AFTER_BLOCKS, COUNTDOWN_BLOCKS, specialEventFor } from './special-event'

describe('special-event banner', () => {
  it('counts down from 1,008 blocks before a halving', () => {
    expect(specialEventFor(840_000 - COUNTDOWN_BLOCKS - 1, 'mainnet')).toBeNull()
    const event = specialEventFor(840_000 - COUNTDOWN_BLOCKS, 'mainnet')
    expect(event).toMatchObject({ kind: 'countdown', blocksLeft: 1008, height: 840_000 })
    expect(specialEventFor(839_999, 'mainnet')).toMatchObject({ kind: 'countdown', blocksLeft: 1 })
  })

  it('keeps the event from its block until 8 blocks later (spec §4, §9)', () => {
    expect(CLEAR_AFTER_BLOCKS).toBe(8)
    expect(specialEventFor(840_000, 'mainnet')).toMatchObject({
      kind: 'celebration',
      height: 840_000,
    })
    expect(specialEventFor(840_007, 'mainnet')).toMatchObject({
      kind: 'celebration',
      height: 840_000,
    })
    expect(specialEventFor(840_008, 'mainnet')).toBeNull()
  })

  it('shows nothing for the recorded tip (2,950 blocks before the 4th halving) or on signet', () => {
    expect(specialEventFor(837_050, 'mainnet')).toBeNull()
    expect(specialEventFor(839_999, 'signet')).toBeNull()
  })
})
