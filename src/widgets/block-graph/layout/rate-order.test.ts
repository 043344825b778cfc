import { describe, expect, it } from 'vitest'
import { sortableRate, sortByRateDescending } from './rate-order'
import { seededRandom } from './synthetic-block'

function reference(slots: number[], rate: Float64Array): number[] {
  // Array.prototype.sort is stable: ties keep their order.
  return [...slots].sort((a, b) => rate[b]! - rate[a]!)
}

describe('sortByRateDescending', () => {
  it('sorts highest first and keeps ties in the order given, small and large inputs', () => {
    const random = seededRandom(7)
    for (const n of [2, 5, 31, 33, 200, 5_000]) {
      const rate = Float64Array.from({ length: n }, () => {
        const pick = random()
        if (pick < 0.3) return Math.floor(random() * 4) // many ties, zeros included
        return pick < 0.9 ? Math.round(random() * 50_000) / 100 : random() * 1e6
      })
      const slots = Array.from({ length: n }, (_, i) => i)
      for (let i = n - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1))
        ;[slots[i], slots[j]] = [slots[j]!, slots[i]!]
      }
      const sorted = Int32Array.from(slots)
      sortByRateDescending(sorted, rate)
      expect(Array.from(sorted)).toEqual(reference(slots, rate))
    }
  })

  it('orders negative and tiny rates correctly', () => {
    const rate = Float64Array.from([
      -2,
      1e-9,
      0,
      3,
      -0.5,
      1e9,
      ...Array.from({ length: 40 }, () => 1),
    ])
    const slots = Int32Array.from(rate, (_, i) => i)
    sortByRateDescending(slots, rate)
    expect(Array.from(slots)).toEqual(
      reference(
        Array.from(rate, (_, i) => i),
        rate,
      ),
    )
  })

  it('maps unusable rates to 0', () => {
    expect([Number.NaN, Infinity, -Infinity, -0, 2.5].map(sortableRate)).toEqual([0, 0, 0, 0, 2.5])
    expect(Object.is(sortableRate(-0), 0)).toBe(true)
  })
})
