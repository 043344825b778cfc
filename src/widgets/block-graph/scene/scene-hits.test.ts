import { describe, expect, it } from 'vitest'
import type { GraphTx } from '../graph-types'
import { FakeSink } from './fake-sink'
import { GraphScene } from './graph-scene'
import { SceneHits } from './scene-hits'

let n = 0
const tx = (vsize: number): GraphTx => ({
  txid: (++n).toString(16).padStart(64, '0'),
  fee: vsize * 5,
  vsize,
  value: 1,
  rate: 5,
  flags: 0n,
  time: 0,
  acc: false,
})

/** R = 10 on 400 × 400 CSS px, row 0 at the bottom, no mirror: cell (gx, gy) spans x 40·gx…, y 360 − 40·gy…. */
function scene(txs: GraphTx[]) {
  const s = new GraphScene(new FakeSink(), 10)
  s.replace(txs, 'given', 'none', 0, 0)
  const hits = new SceneHits(s, () => ({
    grid: { resolution: 10, orientation: 'bottom', flip: false },
    viewport: { cssWidth: 400, cssHeight: 400, dpr: 1 },
  }))
  return hits
}

describe('SceneHits', () => {
  // 9,000 vB → 1 cell, 40,000 vB → 2 × 2 at R = 10.
  const a = tx(9000) // (0, 0)
  const big = tx(40_000) // (1, 0)…(2, 1)
  const c = tx(9000) // (3, 0)
  const hits = scene([a, big, c])

  it('finds the tx under a point and the rectangle it is drawn in', () => {
    expect(hits.txAt(20, 380)?.txid).toBe(a.txid)
    expect(hits.txAt(100, 330)?.txid).toBe(big.txid)
    expect(hits.txAt(300, 100)).toBeUndefined()
    const rect = hits.rectOf(big.txid)
    expect(rect?.x).toBeGreaterThan(40)
    expect((rect?.x ?? 0) + (rect?.width ?? 0)).toBeLessThan(120)
    expect(hits.rectOf('nope')).toBeUndefined()
  })

  it('moves to the neighbour in each screen direction, also from a square whose centre is on a grid line', () => {
    expect(hits.neighbour(a.txid, 'right')?.txid).toBe(big.txid)
    expect(hits.neighbour(big.txid, 'right')?.txid).toBe(c.txid)
    expect(hits.neighbour(c.txid, 'left')?.txid).toBe(big.txid)
    expect(hits.neighbour(big.txid, 'left')?.txid).toBe(a.txid)
    expect(hits.neighbour(a.txid, 'up')).toBeUndefined()
    expect(hits.neighbour(a.txid, 'left')).toBeUndefined()
    expect(hits.ordered().map((t) => t.txid)).toEqual([a.txid, big.txid, c.txid])
  })
})
