import { describe, expect, it } from 'vitest'
import { feeLevels } from './fee-levels'

describe('feeLevels', () => {
  it('maps each recommended fee to its level, lowest first', () => {
    const levels = feeLevels({
      fastestFee: 40,
      halfHourFee: 30,
      hourFee: 20,
      economyFee: 10,
      minimumFee: 1,
    })
    expect(levels).toEqual([
      { name: 'noPriority', rate: 10 },
      { name: 'low', rate: 20 },
      { name: 'medium', rate: 30 },
      { name: 'high', rate: 40 },
    ])
  })
})
