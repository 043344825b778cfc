import { describe, expect, it } from 'vitest'
import fixtures from './fixtures/fee-range.json'
import { feeSpan } from './fee-range'

describe('feeSpan', () => {
  it.each(fixtures.valid)('$description', ({ feeRange, medianFee, min, max }) => {
    expect(feeSpan(feeRange, medianFee)).toEqual({ min, max })
  })
})
