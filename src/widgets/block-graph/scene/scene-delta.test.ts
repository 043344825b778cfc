import { beforeAll, describe, expect, it } from 'vitest'
import type { GraphDelta, GraphTx } from '../graph-types'
import { seededRandom, syntheticTx } from '../layout/synthetic-block'
import { FakeSink } from './fake-sink'
import { deriveGraphColours } from './graph-colours'
import { GraphLayout } from '../layout/graph-layout'
import { GraphScene } from './graph-scene'

const grey = { r: 0.5, g: 0.5, b: 0.5, a: 1 }
const colours = deriveGraphColours({
  fee: Array.from({ length: 38 }, (_, i) => ({ r: i / 255, g: 0, b: 0, a: 1 })),
  censored: { r: 1, g: 0, b: 1, a: 1 },
  added: { r: 0, g: 0.6, b: 1, a: 1 },
  accelerated: { r: 0.56, g: 0.37, b: 0.96, a: 1 },
  hover: grey,
  highlight: grey,
})

let counter = 0
function randomTx(random: () => number): GraphTx {
  const { vsize, rate } = syntheticTx(random)
  counter++
  return {
    txid: counter.toString(16).padStart(64, '0'),
    fee: Math.round(vsize * (0.5 + random() * 40)),
    vsize,
    value: 1,
    rate,
    flags: 0n,
    time: 0,
    acc: false,
  }
}

function newScene(txs: readonly GraphTx[]) {
  const sink = new FakeSink()
  const scene = new GraphScene(sink, 40)
  scene.setColours(colours, 0)
  scene.setStyle({ auditHighlighting: true, auditView: 'projected', goggles: undefined }, 0, 0)
  scene.replace(txs, 'feerate', 'none', 0, 0)
  return { sink, scene }
}

/**
 * Every tx's square as drawn once transitions are over: place, side and colour. (Slot numbers may differ:
 * freed slots are reused in the order removals arrive.)
 */
function drawing(sink: FakeSink, scene: GraphScene, txs: readonly GraphTx[]) {
  return txs.map((tx) => {
    const slot = scene.slotOfTx(tx.txid)
    return {
      txid: tx.txid,
      square: slot === undefined ? undefined : sink.squareAt(scene.rendererSlot(slot), 1e9),
    }
  })
}

/** A random step: removals, changes (rate, acceleration, audit status) and additions, as list and delta. */
function step(random: () => number, txs: GraphTx[]): { next: GraphTx[]; delta: GraphDelta } {
  const next = txs.slice()
  const removed: string[] = []
  const changed: GraphTx[] = []
  for (let i = 0; i < 12 && next.length > 0; i++) {
    const at = Math.floor(random() * next.length)
    removed.push(next[at]!.txid)
    next.splice(at, 1)
  }
  for (let i = 0; i < 8; i++) {
    const at = Math.floor(random() * next.length)
    const old = next[at]!
    const tx: GraphTx =
      i % 3 === 0
        ? { ...old, rate: old.rate * 3 + 1 }
        : i % 3 === 1
          ? { ...old, acc: !old.acc }
          : { ...old, status: 'censored' }
    next[at] = tx
    changed.push(tx)
  }
  const added = Array.from({ length: 15 }, () => randomTx(random))
  next.push(...added)
  return { next, delta: { added, removed, changed } }
}

// Diffs and deltas are incremental once the layout's update code has loaded (scene-lazy-update.test.ts).
beforeAll(() => GraphLayout.loadUpdates())

describe('GraphScene explicit deltas', () => {
  it('applying the delta draws the same scene as diffing the full list', () => {
    const random = seededRandom(9)
    let txs = Array.from({ length: 400 }, () => randomTx(random))
    const byDiff = newScene(txs)
    const byDelta = newScene(txs)
    for (let round = 0; round < 12; round++) {
      const { next, delta } = step(random, txs)
      byDiff.scene.diff(next, round * 2000, 1000)
      byDelta.scene.applyDelta(delta, round * 2000, 1000)
      const expected = drawing(byDiff.sink, byDiff.scene, next)
      expect(drawing(byDelta.sink, byDelta.scene, next)).toEqual(expected)
      expect(expected.every((entry) => entry.square !== undefined && entry.square.s > 0)).toBe(true)
      expect(byDelta.scene.size).toBe(next.length)
      for (const txid of delta.removed) expect(byDelta.scene.slotOfTx(txid)).toBeUndefined()
      txs = next
    }
  })

  it('ignores unknown removals and repeated adds; a tx removed and added again stays, as a change', () => {
    const random = seededRandom(4)
    const txs = Array.from({ length: 20 }, () => randomTx(random))
    const { scene } = newScene(txs)
    const fresh = randomTx(random)
    const back = { ...txs[0]!, rate: 99 }
    scene.applyDelta(
      { added: [fresh, fresh, back], removed: ['f'.repeat(64), txs[0]!.txid], changed: [] },
      0,
      0,
    )
    expect(scene.size).toBe(21)
    expect(scene.txInSlot(scene.slotOfTx(back.txid)!)).toBe(back)
  })

  it('writes only the slots the delta touches or the layout moves', () => {
    const random = seededRandom(5)
    const txs = Array.from({ length: 300 }, () => randomTx(random))
    const { sink, scene } = newScene(txs)
    sink.writes.clear()
    const changed = { ...txs[10]!, status: 'censored' as const }
    scene.applyDelta({ added: [], removed: [], changed: [changed] }, 0, 0)
    expect([...sink.writes.keys()]).toEqual([scene.rendererSlot(scene.slotOfTx(changed.txid)!)])
  })
})
