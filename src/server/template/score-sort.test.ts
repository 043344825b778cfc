import { describe, expect, it } from 'vitest'
import { scoreBefore } from './score'
import { sortByScore } from './score-sort'
import { seededRandom } from './synthetic-mempool'

describe('sortByScore', () => {
  it('equals the exact comparator sort on many rates with exact and near ties (seeded)', () => {
    const random = seededRandom(11)
    const n = 5000
    const fee = new Float64Array(n)
    const size = new Float64Array(n)
    const hash = new Uint32Array(n * 8)
    for (let i = 0; i < n; i++) {
      size[i] = 100 + Math.floor(random() * 1000)
      const kind = random()
      // exact round rates, near-equal fractions and random ones
      fee[i] =
        kind < 0.4
          ? size[i]! * (1 + Math.floor(random() * 3))
          : kind < 0.7
            ? 1000 + Math.floor(random() * 3)
            : Math.floor(random() * 100_000)
      for (let k = 0; k < 8; k++) hash[i * 8 + k] = Math.floor(random() * 2 ** 32)
    }
    const ids = Int32Array.from({ length: n }, (_, i) => i)
    const expected = ids
      .slice()
      .sort((a, b) => (scoreBefore(fee[a]!, size[a]!, a, fee[b]!, size[b]!, b, hash) ? -1 : 1))
    sortByScore(ids, fee, size, hash)
    expect([...ids]).toEqual([...expected])
  })
})
