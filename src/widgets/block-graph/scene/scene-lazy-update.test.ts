import { describe, expect, it } from 'vitest'
import type { GraphTx } from '../graph-types'
import { GraphLayout } from '../layout/graph-layout'
import { expectConsistent, expectSettled } from '../layout/layout-test-helpers'
import { seededRandom, syntheticTx } from '../layout/synthetic-block'
import { FakeSink } from './fake-sink'
import { GraphScene } from './graph-scene'

let counter = 0
function randomTx(random: () => number): GraphTx {
  const { vsize, rate } = syntheticTx(random)
  counter++
  const txid = counter.toString(16).padStart(64, '0')
  return {
    txid,
    fee: Math.round(vsize * rate),
    vsize,
    value: 1,
    rate,
    flags: 0n,
    time: 0,
    acc: false,
  }
}

/** Where each tx's square is drawn once transitions are over. */
function drawn(sink: FakeSink, scene: GraphScene, txs: readonly GraphTx[]) {
  return txs.map((tx) => sink.squareAt(scene.rendererSlot(scene.slotOfTx(tx.txid)!), 1e9))
}

// This file runs in its own module instance, so the update code starts out not loaded.
describe('GraphScene before and after the layout update code loads', () => {
  it('re-lays a delta from scratch until the code is there, then applies deltas incrementally', async () => {
    const random = seededRandom(21)
    const txs = Array.from({ length: 300 }, () => randomTx(random))
    const sink = new FakeSink()
    const scene = new GraphScene(sink, 40)
    expect(GraphLayout.updatesLoaded).toBe(false)
    scene.replace(txs, 'feerate', 'none', 0, 0) // starts loading the update code

    // A delta before it has loaded: the whole scene is laid out again (every square rewritten).
    const added = [randomTx(random), randomTx(random)]
    const removed = [txs[3]!.txid, txs[200]!.txid]
    const raised = { ...txs[150]!, rate: 500 }
    const early = txs
      .filter((tx) => !removed.includes(tx.txid))
      .map((tx) => (tx === txs[150] ? raised : tx))
    early.push(...added)
    sink.writes.clear()
    scene.applyDelta({ added, removed, changed: [raised] }, 1000, 500)
    expect(GraphLayout.updatesLoaded).toBe(false)
    expect(sink.writes.size).toBe(early.length)
    expect(scene.size).toBe(early.length)
    for (const txid of removed) expect(scene.slotOfTx(txid)).toBeUndefined()
    expect(scene.txInSlot(scene.slotOfTx(raised.txid)!)).toBe(raised)
    expectConsistent(scene.grid)
    expectSettled(scene.grid)
    const fromScratch = new GraphLayout(40)
    fromScratch.reset(early, 'feerate')
    const squares = drawn(sink, scene, early)
    early.forEach((tx, i) => {
      const slot = scene.slotOfTx(tx.txid)!
      expect(squares[i]).toMatchObject({
        x: fromScratch.x(i),
        y: fromScratch.y(i),
        s: fromScratch.side(i),
      })
      expect(scene.grid.x(slot)).toBe(fromScratch.x(i))
    })

    // Once loaded, a delta writes only what it touches.
    await GraphLayout.loadUpdates()
    expect(GraphLayout.updatesLoaded).toBe(true)
    sink.writes.clear()
    const recoloured = { ...early[10]!, status: 'censored' as const }
    scene.applyDelta({ added: [], removed: [], changed: [recoloured] }, 3000, 500)
    expect([...sink.writes.keys()]).toEqual([scene.rendererSlot(scene.slotOfTx(recoloured.txid)!)])
    expectConsistent(scene.grid)
  })
})
