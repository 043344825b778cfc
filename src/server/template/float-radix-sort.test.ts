import { describe, expect, it } from 'vitest'
import { sortFloat64 } from './float-radix-sort'

// seeded xorshift so that failures reproduce
function generator(seed: number): () => number {
  let x = seed >>> 0 || 1
  return () => {
    x ^= x << 13
    x >>>= 0
    x ^= x >>> 17
    x ^= x << 5
    x >>>= 0
    return x / 2 ** 32
  }
}

function bitsOf(values: Float64Array): string[] {
  return Array.from(new BigUint64Array(values.buffer, values.byteOffset, values.length), String)
}

describe('sortFloat64', () => {
  it('orders like Float64Array.prototype.sort, signed zeros, subnormals, infinities and duplicates included', () => {
    const random = generator(5)
    const special = [0, -0, 5e-324, -5e-324, 2.2e-308, -2.2e-308, Infinity, -Infinity, 1, -1, 1, -1]
    for (const n of [0, 1, 2, 17, 1000, 70_000]) {
      const values = new Float64Array(n)
      for (let i = 0; i < n; i++) {
        const pick = random()
        values[i] =
          pick < 0.1
            ? special[Math.floor(random() * special.length)]!
            : pick < 0.5
              ? -random() * 10 ** Math.floor(random() * 20 - 10)
              : (random() - 0.5) * 1e6
      }
      const expected = values.slice().sort()
      sortFloat64(values)
      expect(bitsOf(values), `n = ${n}`).toEqual(bitsOf(expected))
    }
  })

  it('sorts a view into a larger buffer without touching the rest', () => {
    const buffer = new Float64Array([9, 3, -2, 7, -8, 1])
    sortFloat64(buffer.subarray(1, 5))
    expect([...buffer]).toEqual([9, -8, -2, 3, 7, 1])
  })
})
