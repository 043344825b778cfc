import { describe, expect, it } from 'vitest'
import { confirmations, txFeeRate, txOutputTotal, txVsize } from './tx-figures'

describe('tx figures', () => {
  it('vsize is the server value, else weight / 4 rounded up', () => {
    expect(txVsize({ weight: 817 })).toBe(205)
    expect(txVsize({ weight: 817, vsize: 204.25 })).toBe(204.25)
  })

  it('fee rate is fee per vB, 0 without size', () => {
    expect(txFeeRate({ fee: 1025, weight: 820 })).toBe(5)
    expect(txFeeRate({ fee: 0, weight: 0 })).toBe(0)
  })

  it('sums the outputs', () => {
    expect(txOutputTotal({ vout: [{ value: 1 }, { value: 2 }] as never })).toBe(3)
  })

  it('counts confirmations from the tip, none when unconfirmed or the tip is unknown', () => {
    expect(confirmations({ confirmed: true, block_height: 100 }, 100)).toBe(1)
    expect(confirmations({ confirmed: true, block_height: 100 }, 105)).toBe(6)
    expect(confirmations({ confirmed: true, block_height: 100 }, 99)).toBe(1)
    expect(confirmations({ confirmed: false }, 100)).toBeNull()
    expect(confirmations({ confirmed: true, block_height: 100 }, undefined)).toBeNull()
  })
})
