import { beforeAll, describe, expect, it } from 'vitest'
import { GraphLayout } from './graph-layout'
import { expectConsistent, expectSettled, positions, tx } from './layout-test-helpers'

/** R = 4: row 0 = slots 0–3 at rate 10, row 1 = slots 4–6 at rate 5 and a free cell at x = 3. */
function twoRows(): GraphLayout {
  const layout = new GraphLayout(4)
  layout.reset(
    [
      ...Array.from({ length: 4 }, () => tx(1, 10, 4)),
      ...Array.from({ length: 3 }, () => tx(1, 5, 4)),
    ],
    'given',
  )
  return layout
}

// update() is loaded on demand (its own chunk).
beforeAll(() => GraphLayout.loadUpdates())

describe('GraphLayout.update (reference §4.7 step 4)', () => {
  it('takes a new square by fee when its row averages above 0.9 × its rate', () => {
    const layout = twoRows()
    const update = layout.update([], [tx(1, 5.2, 4)], [])
    expect(Array.from(update.added)).toEqual([7])
    expect(positions(layout, [7])).toEqual([[3, 1, 1]])
    expect(update.moved.length).toBe(0)
  })

  it('places a square that fails the by-fee test as a batch through the channel at the root', () => {
    const layout = twoRows()
    // Fit (3, 1) averages 5 < 0.9 × 20. Root = first free cell (3, 1); channel 2 wide → x 2–3: slot 6
    // (rate 5) is taken out, then 20 goes first into (2, 1) and slot 6 into (3, 1).
    const update = layout.update([], [tx(1, 20, 4)], [])
    expect(positions(layout, [7, 6])).toEqual([
      [2, 1, 1],
      [3, 1, 1],
    ])
    expect(Array.from(update.moved)).toEqual([6])
    expectConsistent(layout)
  })

  it('with no free cell roots the batch at the first lower-rate square', () => {
    const layout = new GraphLayout(2)
    layout.reset([tx(1, 10, 2), tx(1, 10, 2), tx(1, 5, 2), tx(1, 5, 2)], 'given')
    // A new top row is judged by the row under it (5 < 7.2): batch. Root = slot 2 at (0, 1).
    const update = layout.update([], [tx(1, 8, 2)], [])
    expect(positions(layout, [4, 2, 3]).map(([x, y]) => [x, y])).toEqual([
      [0, 1],
      [1, 1],
      [0, 2],
    ])
    expect(Array.from(update.moved).sort()).toEqual([2, 3])
    expectConsistent(layout)
  })

  it('clamps the channel inside the grid and reports squares that land where they were as not moved', () => {
    const layout = new GraphLayout(4)
    const rates = [10, 10, 10, 10, 9.9, 9.9, 9.9, 2]
    layout.reset(
      rates.map((r) => tx(1, r, 4)),
      'given',
    )
    // Row 1 averages 7.925 < 0.9 × 9.5: batch. Root = slot 7 (rate 2) at x = 3, channel x 2–3.
    const update = layout.update([], [tx(1, 9.5, 4)], [])
    expect(positions(layout, [6, 8, 7]).map(([x, y]) => [x, y])).toEqual([
      [2, 1], // taken out and put back in place
      [3, 1],
      [0, 2],
    ])
    expect(Array.from(update.moved)).toEqual([7])
    expectConsistent(layout)
  })

  it('row 0 always accepts by fee', () => {
    const layout = new GraphLayout(4)
    layout.reset([tx(1, 50, 4)], 'given')
    layout.update([], [tx(1, 1, 4)], [])
    expect(positions(layout, [1])).toEqual([[1, 0, 1]])
  })

  it('sorts added squares by rate before placing them, and reports them in the order given', () => {
    const layout = new GraphLayout(4)
    layout.reset([tx(1, 50, 4)], 'given')
    const update = layout.update([], [tx(1, 1, 4), tx(1, 30, 4), tx(1, 40, 4)], [])
    expect(Array.from(update.added)).toEqual([1, 2, 3])
    expect([1, 2, 3].map((s) => layout.x(s))).toEqual([3, 2, 1])
  })

  it('removes squares, lets gravity drop what stood on them, and reports only real moves', () => {
    const layout = twoRows()
    const update = layout.update([1], [], [])
    expect(Array.from(update.removed)).toEqual([1])
    expect(layout.alive(1)).toBe(false)
    expect(positions(layout, [5])).toEqual([[1, 0, 1]]) // was (1, 1)
    expect(Array.from(update.moved)).toEqual([5])
    expectConsistent(layout)
    expectSettled(layout)
  })

  it('gravity does not drop a square whose span is only partly empty below', () => {
    const layout = new GraphLayout(4)
    // Row 0: four singles; rows 1–2: a 2×2 at x = 0.
    layout.reset([tx(1, 9, 4), tx(1, 9, 4), tx(1, 9, 4), tx(1, 9, 4), tx(2, 5, 4)], 'given')
    expect(layout.update([0], [], []).moved.length).toBe(0)
    expect(positions(layout, [4])).toEqual([[0, 1, 2]])
    const update = layout.update([1], [], [])
    expect(positions(layout, [4])).toEqual([[0, 0, 2]])
    expect(Array.from(update.moved)).toEqual([4])
  })

  it('gravity cascades: a square drops into the room a dropped square left', () => {
    const layout = new GraphLayout(1)
    layout.reset([tx(1, 3, 1), tx(1, 2, 1), tx(1, 1, 1)], 'given')
    layout.update([0], [], [])
    expect([layout.y(1), layout.y(2), layout.rows]).toEqual([0, 1, 2])
  })

  it('changes rates in place without moving anything', () => {
    const layout = twoRows()
    const update = layout.update([], [], [{ slot: 4, rate: 30 }])
    expect(layout.rate(4)).toBe(30)
    expect(positions(layout, [4])).toEqual([[0, 1, 1]])
    expect(update.moved.length + update.added.length + update.removed.length).toBe(0)
  })

  it('uses changed rates in the by-fee test', () => {
    const layout = twoRows()
    // Row 1 average becomes (30 + 5 + 5) / 3 ≈ 13.3 > 0.9 × 14: by fee.
    layout.update([], [tx(1, 14, 4)], [{ slot: 4, rate: 30 }])
    expect(positions(layout, [7])).toEqual([[3, 1, 1]])
  })

  it('reuses a freed slot from the next update on, never in the same one', () => {
    const layout = twoRows()
    const first = layout.update([2], [tx(1, 1, 4)], [])
    expect(Array.from(first.added)).toEqual([7])
    const second = layout.update([], [tx(1, 1, 4), tx(1, 1, 4)], [])
    expect(Array.from(second.added)).toEqual([2, 8])
    expect(layout.alive(2)).toBe(true)
    expect(layout.count).toBe(9)
    expectConsistent(layout)
  })

  it('ignores slots that are not alive', () => {
    const layout = twoRows()
    const update = layout.update([3, 3, 99, -1], [], [{ slot: 99, rate: 1 }])
    expect(Array.from(update.removed)).toEqual([3])
    expect(layout.liveCount).toBe(6)
  })
})
