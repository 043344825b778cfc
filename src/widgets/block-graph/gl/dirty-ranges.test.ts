import { describe, expect, it } from 'vitest'
import { DirtyRanges } from './dirty-ranges'

/** Marks each [from, to) and returns the merged ranges. */
function merged(marks: Array<[number, number]>): Array<[number, number]> {
  const ranges = new DirtyRanges()
  for (const [from, to] of marks) ranges.mark(from, to)
  return ranges.take()
}

describe('DirtyRanges', () => {
  it('keeps separate ranges apart and in order', () => {
    expect(
      merged([
        [0, 2],
        [5, 6],
        [9, 10],
      ]),
    ).toEqual([
      [0, 2],
      [5, 6],
      [9, 10],
    ])
    expect(
      merged([
        [9, 10],
        [0, 2],
        [5, 6],
      ]),
    ).toEqual([
      [0, 2],
      [5, 6],
      [9, 10],
    ])
  })

  it('merges touching and overlapping ranges', () => {
    expect(
      merged([
        [0, 1],
        [1, 2],
        [2, 3],
      ]),
    ).toEqual([[0, 3]])
    expect(
      merged([
        [4, 8],
        [2, 5],
      ]),
    ).toEqual([[2, 8]])
    expect(
      merged([
        [4, 8],
        [8, 9],
        [3, 4],
      ]),
    ).toEqual([[3, 9]])
  })

  it('swallows every range a wide mark covers, and ignores empty marks', () => {
    expect(
      merged([
        [1, 2],
        [4, 5],
        [7, 8],
        [20, 21],
        [0, 10],
      ]),
    ).toEqual([
      [0, 10],
      [20, 21],
    ])
    expect(
      merged([
        [3, 3],
        [5, 4],
      ]),
    ).toEqual([])
  })

  it('extends the last range when slots are written in order (a new scene)', () => {
    const ranges = new DirtyRanges()
    for (let slot = 0; slot < 10_000; slot++) ranges.markSlot(slot)
    expect(ranges.size).toBe(1)
    expect(ranges.take()).toEqual([[0, 10_000]])
  })

  it('take() empties the set', () => {
    const ranges = new DirtyRanges()
    ranges.mark(1, 3)
    ranges.take()
    expect(ranges.take()).toEqual([])
    expect(ranges.size).toBe(0)
  })

  it('matches a slot-by-slot model on random marks', () => {
    let seed = 7
    const random = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % limit
    }
    for (let round = 0; round < 200; round++) {
      const ranges = new DirtyRanges()
      const marked = new Array<boolean>(64).fill(false)
      for (let mark = 0; mark < 1 + random(12); mark++) {
        const from = random(64)
        const to = Math.min(64, from + random(6))
        ranges.mark(from, to)
        for (let slot = from; slot < to; slot++) marked[slot] = true
      }
      const expected: Array<[number, number]> = []
      marked.forEach((on, slot) => {
        if (!on) return
        const last = expected[expected.length - 1]
        if (last && last[1] === slot) last[1] = slot + 1
        else expected.push([slot, slot + 1])
      })
      expect(ranges.take()).toEqual(expected)
    }
  })
})
