import { beforeAll, describe, expect, it } from 'vitest'
import { GraphLayout } from './graph-layout'
import { expectConsistent, expectSettled, placed } from './layout-test-helpers'
import { seededRandom, syntheticBlock, syntheticTx } from './synthetic-block'

function pick<T>(random: () => number, from: T[]): T {
  return from[Math.floor(random() * from.length)]!
}

// update() is loaded on demand (its own chunk).
beforeAll(() => GraphLayout.loadUpdates())

describe('GraphLayout under many random deltas (property)', () => {
  for (const [seed, r, size, kind] of [
    [1, 16, 300, 'block'],
    [2, 24, 800, 'block'],
    [3, 80, 2_000, 'block'],
    [4, 64, 2_500, 'stack'],
  ] as const) {
    it(`seed ${seed}, R = ${r}, ${size} ${kind} txs: no overlap, inside the grid, settled, moves reported exactly`, () => {
      const random = seededRandom(seed)
      const layout = new GraphLayout(r)
      layout.reset(syntheticBlock(size, seed, kind), seed % 2 === 0 ? 'given' : 'feerate')
      expectConsistent(layout)
      let live = placed(layout).map((s) => s.slot)
      for (let step = 0; step < 40; step++) {
        const before = new Map(placed(layout).map((s) => [s.slot, `${s.x},${s.y}`]))
        const removed = Array.from({ length: Math.floor(random() * 60) }, () => pick(random, live))
        const added = Array.from({ length: Math.floor(random() * 60) }, () =>
          syntheticTx(random, kind),
        )
        const changed = Array.from({ length: Math.floor(random() * 20) }, () => ({
          slot: pick(random, live),
          rate: random() * 100,
        }))
        const update = layout.update(removed, added, changed)

        const gone = new Set(update.removed)
        expect([...gone].sort()).toEqual([...new Set(removed)].sort())
        for (const slot of update.added) {
          expect(layout.alive(slot)).toBe(true)
          expect(gone.has(slot)).toBe(false) // a slot freed now is not reused now
        }
        const reallyMoved = placed(layout)
          .filter((s) => before.has(s.slot) && before.get(s.slot) !== `${s.x},${s.y}`)
          .map((s) => s.slot)
        expect([...update.moved].sort((a, b) => a - b)).toEqual(reallyMoved)
        expectConsistent(layout)
        expectSettled(layout)
        live = placed(layout).map((s) => s.slot)
      }
    })
  }
})
