import { beforeAll, describe, expect, it } from 'vitest'
import { hexToRgba, TX_FLAGS } from '../../../core'
import type { Rgba } from '../../../core'
import { unpackRgba } from '../gl/colour'
import type { GraphTx } from '../graph-types'
import { deriveGraphColours, packColour } from './graph-colours'
import { GraphLayout } from '../layout/graph-layout'
import { GraphScene } from './graph-scene'
import { FakeSink } from './fake-sink'

const hex = (h: string): Rgba => hexToRgba(h)
// Distinct, easy-to-spot token colours: bucket i = (i, 0, 0).
const FEE = Array.from({ length: 38 }, (_, i) => ({ r: i / 255, g: 0, b: 0, a: 1 }))
const colours = deriveGraphColours({
  fee: FEE,
  censored: hex('f344df'),
  added: hex('0099ff'),
  accelerated: hex('8f5ff6'),
  hover: hex('1bd8f4'),
  highlight: hex('800080'),
})

let n = 0
function tx(extra: Partial<GraphTx> = {}): GraphTx {
  n++
  return {
    txid: n.toString(16).padStart(64, '0'),
    fee: 1000,
    vsize: 200, // own rate 5 sat/vB → bucket 4
    value: 1,
    rate: 5,
    flags: 0n,
    time: 0,
    acc: false,
    ...extra,
  }
}

function setup(txs: GraphTx[]) {
  const sink = new FakeSink()
  const scene = new GraphScene(sink, 80)
  scene.setColours(colours, 0)
  scene.replace(txs, 'given', 'none', 0, 0)
  const drawn = (t: GraphTx) => {
    const slot = scene.slotOfTx(t.txid)
    if (slot === undefined) return undefined
    return sink.squareAt(scene.rendererSlot(slot), 10_000)
  }
  const bytes = (t: GraphTx) => unpackRgba(drawn(t)?.colour ?? 0)
  return { sink, scene, drawn, bytes }
}

// Diffs and deltas are incremental once the layout's update code has loaded (scene-lazy-update.test.ts).
beforeAll(() => GraphLayout.loadUpdates())

describe('GraphScene colours', () => {
  it('colours by the fee bucket of the own fee rate, not the effective rate', () => {
    const cpfpChild = tx({ fee: 100, vsize: 100, rate: 50 }) // own 1 sat/vB → bucket 0
    const plain = tx({ fee: 3000, vsize: 100, rate: 30 }) // own 30 → bucket 11
    const { bytes } = setup([cpfpChild, plain])
    expect(bytes(cpfpChild)).toEqual([0, 0, 0, 255])
    expect(bytes(plain)).toEqual([11, 0, 0, 255])
  })

  it('follows the audit rules only with audit highlighting, and accelerated txs stay purple', () => {
    const censored = tx({ status: 'censored' })
    const sigop = tx({ status: 'sigop' })
    const found = tx({ status: 'found' })
    const accelerated = tx({ acc: true })
    const { scene, bytes } = setup([censored, sigop, found, accelerated])
    expect(bytes(censored)).toEqual([4, 0, 0, 255])
    expect(bytes(accelerated)).toEqual(unpackRgba(packColour(hex('8f5ff6'))))

    scene.setStyle({ auditHighlighting: true, auditView: 'projected', goggles: undefined }, 0, 0)
    expect(bytes(censored)).toEqual(unpackRgba(packColour(hex('f344df'))))
    expect(bytes(sigop)).toEqual(unpackRgba(packColour(colours.feeMarginal[4]!)))
    expect(bytes(found)).toEqual(unpackRgba(packColour(colours.feeAudit[4]!)))
    scene.setStyle({ auditHighlighting: true, auditView: 'actual', goggles: undefined }, 0, 0)
    expect(bytes(found)).toEqual([4, 0, 0, 255])
  })

  it('goggles draw non-matching squares at opacity 0.2 and matching ones opaque', () => {
    const rbf = tx({ flags: TX_FLAGS.rbf })
    const other = tx()
    const { scene, bytes } = setup([rbf, other])
    scene.setStyle(
      {
        auditHighlighting: false,
        auditView: 'actual',
        goggles: { mode: 'and', mask: TX_FLAGS.rbf },
      },
      0,
      0,
    )
    expect(bytes(rbf)[3]).toBe(255)
    expect(bytes(other)[3]).toBe(Math.round(0.2 * 255))
  })

  it('hover and highlight take their token colours and give them back', () => {
    const a = tx()
    const b = tx()
    const { scene, bytes } = setup([a, b])
    scene.setHover(a.txid, 0, 0)
    scene.setHighlight(b.txid, 0)
    expect(bytes(a)).toEqual(unpackRgba(packColour(hex('1bd8f4'))))
    expect(bytes(b)).toEqual(unpackRgba(packColour(hex('800080'))))
    scene.setHover(undefined, 0, 0)
    expect(bytes(a)).toEqual([4, 0, 0, 255])
  })
})

describe('GraphScene layout and diffs', () => {
  it('puts every square where the layout placed it', () => {
    const txs = [tx({ vsize: 5000, fee: 50_000 }), tx(), tx()]
    const { scene, drawn } = setup(txs)
    for (const t of txs) {
      const slot = scene.slotOfTx(t.txid)!
      expect(drawn(t)).toMatchObject({
        x: scene.grid.x(slot),
        y: scene.grid.y(slot),
        s: scene.grid.side(slot),
      })
    }
    expect(scene.ordered().map((t) => t.txid)).toHaveLength(3)
  })

  it('a diff adds, removes and recolours by txid and leaves untouched squares alone', () => {
    const keep = tx()
    const gone = tx()
    const bumped = tx()
    const { sink, scene, drawn, bytes } = setup([keep, gone, bumped])
    const goneSlot = scene.slotOfTx(gone.txid)!
    sink.writes.clear()
    const fresh = tx({ fee: 100_000, vsize: 100, rate: 1000 })
    const bumpedAcc = { ...bumped, acc: true, rate: 9 }
    scene.diff([keep, bumpedAcc, fresh], 0, 1000)

    expect(scene.slotOfTx(gone.txid)).toBeUndefined()
    expect(scene.size).toBe(3)
    // The removed square shrinks away unless its slot was handed to the new tx.
    if (scene.slotOfTx(fresh.txid) !== goneSlot)
      expect(sink.squareAt(scene.rendererSlot(goneSlot), 10_000)?.s).toBe(0)
    const freshSlot = scene.slotOfTx(fresh.txid)!
    expect(drawn(fresh)).toMatchObject({ x: scene.grid.x(freshSlot), y: scene.grid.y(freshSlot) })
    expect(bytes(bumpedAcc)).toEqual(unpackRgba(packColour(hex('8f5ff6'))))
    expect(scene.txInSlot(scene.slotOfTx(bumped.txid)!)).toBe(bumpedAcc)
    // `keep` neither moved nor changed: its slot is not written.
    const keepSlot = scene.slotOfTx(keep.txid)!
    const moved = drawn(keep)?.x !== scene.grid.x(keepSlot)
    if (!moved) expect(sink.writes.get(scene.rendererSlot(keepSlot)) ?? 0).toBe(0)
  })

  it('a new scene with a transition lets the old squares leave from a separate slot range', () => {
    const old = [tx(), tx()]
    const { sink, scene } = setup(old)
    const next = [tx(), tx(), tx()]
    scene.replace(next, 'given', 'chain', 0, 1000)
    expect(scene.rendererSlot(0)).toBeGreaterThanOrEqual(2)
    // Old squares end transparent, off the grid beyond row 0 (the chain side).
    const leaving = sink.squareAt(0, 10_000)!
    expect(leaving.y).toBeLessThan(0)
    expect(unpackRgba(leaving.colour)[3]).toBe(0)
    // New squares slide in from the pool side (start above their place) and end in place.
    const start = sink.squareAt(scene.rendererSlot(0), 0)!
    const end = sink.squareAt(scene.rendererSlot(0), 10_000)!
    expect(start.y).toBeGreaterThan(end.y)
    expect(end.y).toBe(scene.grid.y(0))
    // A cut clears the renderer and starts again from slot 0.
    scene.replace(old, 'given', 'none', 0, 1000)
    expect(sink.clears).toBe(2)
    expect(scene.rendererSlot(0)).toBe(0)
  })

  it('compact() redraws the current scene from slot 0 once the old one has left', () => {
    const { sink, scene } = setup([tx(), tx()])
    const next = [tx(), tx(), tx()]
    scene.replace(next, 'given', 'chain', 0, 1000)
    expect(scene.rendererSlot(0)).toBe(2)
    expect(sink.store.count).toBe(5)
    expect(scene.compact(500)).toBe(false)
    expect(scene.compact(1000)).toBe(true)
    expect(scene.hasLeftover).toBe(false)
    expect(scene.rendererSlot(0)).toBe(0)
    expect(sink.store.count).toBe(3)
    for (const t of next) {
      const slot = scene.slotOfTx(t.txid)!
      expect(sink.squareAt(slot, 1000)).toMatchObject({
        x: scene.grid.x(slot),
        y: scene.grid.y(slot),
      })
      expect(unpackRgba(sink.squareAt(slot, 1000)!.colour)).toEqual([4, 0, 0, 255])
    }
  })

  it('keeps one square per txid', () => {
    const a = tx()
    const { scene } = setup([a, a, tx()])
    expect(scene.size).toBe(2)
    scene.diff([a, a], 0, 0)
    expect(scene.size).toBe(1)
  })
})
