import { describe, expect, it } from 'vitest'
import { GraphLayout } from './graph-layout'
import { expectConsistent, naiveFirstFit, positions, tx } from './layout-test-helpers'
import { seededRandom, syntheticBlock } from './synthetic-block'

describe('GraphLayout.reset: packing (reference §4.7 step 3)', () => {
  it('packs a hand-computed block at R = 8', () => {
    const layout = new GraphLayout(8)
    layout.reset([tx(2, 1, 8), tx(1, 1, 8), tx(1, 1, 8), tx(3, 1, 8), tx(1, 1, 8)], 'given')
    // 2×2 at the origin, two singles beside it, the 3×3 still fits on row 0 (rows 1–2 above are free).
    expect(positions(layout, [0, 1, 2, 3, 4])).toEqual([
      [0, 0, 2],
      [2, 0, 1],
      [3, 0, 1],
      [4, 0, 3],
      [7, 0, 1],
    ])
    expect(layout.rows).toBe(3)
    expect(layout.count).toBe(5)
    expectConsistent(layout)
  })

  it('lifts a big square that does not fit and back-fills the gap with small ones', () => {
    const layout = new GraphLayout(4)
    const sides = [1, 1, 1, 3, 1, 1, 1, 1, 1]
    layout.reset(
      sides.map((s) => tx(s, 1, 4)),
      'given',
    )
    expect(positions(layout, [3])).toEqual([[0, 1, 3]]) // row 0 has one free cell: a new row
    expect(positions(layout, [4, 5, 6, 7, 8])).toEqual([
      [3, 0, 1], // back-fills row 0
      [3, 1, 1],
      [3, 2, 1],
      [3, 3, 1],
      [0, 4, 1], // rows 1–3 are full: a new row at x = 0
    ])
    expectConsistent(layout)
  })

  it('opens a new row when the grid is full', () => {
    const layout = new GraphLayout(2)
    layout.reset([tx(1, 1, 2), tx(1, 1, 2), tx(1, 1, 2), tx(1, 1, 2), tx(1, 1, 2)], 'given')
    expect(positions(layout, [0, 1, 2, 3, 4]).map(([x, y]) => [x, y])).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
      [0, 2],
    ])
    expect(layout.rows).toBe(3)
  })

  it('needs the whole span free in the rows above', () => {
    const layout = new GraphLayout(5)
    // 0: single; 1: 3×3 at x = 1; 2: single closes row 0; 3: single on row 1; 4: 2×2 finds no
    // two free columns in rows 1–2 (only x = 0 and x = 4) and goes to row 3.
    layout.reset([tx(1, 1, 5), tx(3, 1, 5), tx(1, 1, 5), tx(1, 1, 5), tx(2, 1, 5)], 'given')
    expect(positions(layout, [0, 1, 2, 3, 4])).toEqual([
      [0, 0, 1],
      [1, 0, 3],
      [4, 0, 1],
      [0, 1, 1],
      [0, 3, 2],
    ])
    expectConsistent(layout)
  })

  it("'feerate' places by rate, highest first, ties in the order given", () => {
    const layout = new GraphLayout(8)
    layout.reset([tx(1, 5, 8), tx(1, 9, 8), tx(1, 5, 8), tx(1, 9, 8), tx(1, 1, 8)], 'feerate')
    expect([0, 1, 2, 3, 4].map((s) => layout.x(s))).toEqual([2, 0, 3, 1, 4])
    expect(Array.from(layout.slotsInOrder())).toEqual([1, 3, 0, 2, 4])
  })

  it("'given' keeps the order received", () => {
    const layout = new GraphLayout(8)
    layout.reset([tx(1, 5, 8), tx(1, 9, 8), tx(1, 1, 8)], 'given')
    expect(Array.from(layout.slotsInOrder())).toEqual([0, 1, 2])
  })

  it('reset replaces the previous scene', () => {
    const layout = new GraphLayout(4)
    layout.reset([tx(2, 1, 4), tx(2, 1, 4), tx(2, 1, 4)], 'given')
    layout.reset([tx(1, 1, 4)], 'given')
    expect(layout.count).toBe(1)
    expect(layout.rows).toBe(1)
    expect(layout.alive(1)).toBe(false)
    expect(layout.slotAt(1, 0)).toBe(-1)
    expectConsistent(layout)
  })

  it('answers slotAt for every cell of a square and -1 outside the grid', () => {
    const layout = new GraphLayout(8)
    layout.reset([tx(1, 1, 8), tx(2, 1, 8)], 'given')
    expect([
      layout.slotAt(1, 0),
      layout.slotAt(2, 0),
      layout.slotAt(1, 1),
      layout.slotAt(2, 1),
    ]).toEqual([1, 1, 1, 1])
    expect(layout.slotAt(0, 1)).toBe(-1)
    expect(layout.slotAt(-1, 0)).toBe(-1)
    expect(layout.slotAt(8, 0)).toBe(-1)
    expect(layout.slotAt(0, 2)).toBe(-1)
  })

  it('rejects a resolution that is not a positive integer', () => {
    expect(() => new GraphLayout(0)).toThrow(RangeError)
    expect(() => new GraphLayout(8.5)).toThrow(RangeError)
  })

  it('matches a brute-force first fit on seeded random blocks', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const r = 8 + seed
      const random = seededRandom(seed)
      const txs = Array.from({ length: 150 }, () =>
        tx(1 + Math.floor(random() ** 3 * 5), Math.round(random() * 20), r),
      )
      const order = seed % 2 === 0 ? 'feerate' : 'given'
      const layout = new GraphLayout(r)
      layout.reset(txs, order)
      const sequence = txs.map((_, i) => i)
      if (order === 'feerate') sequence.sort((a, b) => txs[b]!.rate - txs[a]!.rate)
      const expected = naiveFirstFit(
        txs.map((_, i) => layout.side(i)),
        sequence,
        r,
      )
      for (const [slot, [x, y]] of expected)
        expect([slot, layout.x(slot), layout.y(slot)]).toEqual([slot, x, y])
      expectConsistent(layout)
    }
  })

  it('keeps realistic blocks consistent at R = 80 and 86', () => {
    for (const r of [80, 86]) {
      const layout = new GraphLayout(r)
      layout.reset(syntheticBlock(3_000, r), 'feerate')
      expectConsistent(layout)
    }
  })
})
