import { describe, expect, it } from 'vitest'
import { feeColourIndex, TX_FLAGS } from '../../../core'
import type { TxAuditStatus } from '../../../core'
import type { GraphTx } from '../graph-types'
import { feeBucket, ColourTable } from './colour-table'
import { deriveGraphColours, packColour, squareColour } from './graph-colours'
import type { SquareStyle } from './graph-colours'

const colours = deriveGraphColours({
  fee: Array.from({ length: 38 }, (_, i) => ({ r: i / 37, g: 1 - i / 37, b: 0.2, a: 1 })),
  censored: { r: 0.95, g: 0.27, b: 0.87, a: 1 },
  added: { r: 0, g: 0.6, b: 1, a: 1 },
  accelerated: { r: 0.56, g: 0.37, b: 0.96, a: 1 },
  hover: { r: 0.1, g: 0.85, b: 0.96, a: 1 },
  highlight: { r: 0.5, g: 0, b: 0.5, a: 1 },
})

const STATUSES: Array<TxAuditStatus | undefined> = [
  undefined,
  'found',
  'censored',
  'missing',
  'sigop',
  'fresh',
  'added',
  'added_prioritized',
  'prioritized',
  'accelerated',
  'selected',
]

describe('ColourTable', () => {
  it('finds the same palette bucket as core for rates across and between the levels', () => {
    const rates = [NaN, -1, 0, 0.99, 1, 1.5, 2, 7.9, 8, 999, 1000, 1999.9, 2000, 5000]
    for (let r = 0; r < 2100; r += 0.7) rates.push(r)
    for (const rate of rates) expect(feeBucket(rate)).toBe(feeColourIndex(rate))
  })

  it('gives every tx the colour squareColour computes, for each audit view and goggles', () => {
    const styles: SquareStyle[] = [
      { auditHighlighting: false, auditView: 'actual', goggles: undefined },
      { auditHighlighting: true, auditView: 'projected', goggles: undefined },
      {
        auditHighlighting: true,
        auditView: 'actual',
        goggles: { mode: 'and', mask: TX_FLAGS.rbf },
      },
      { auditHighlighting: false, auditView: 'actual', goggles: { mode: 'or', mask: 0n } },
    ]
    for (const style of styles) {
      const table = new ColourTable(colours, style)
      for (const status of STATUSES)
        for (const acc of [false, true])
          for (const fee of [50, 700, 4_000, 90_000, 1_000_000]) {
            const tx: GraphTx = {
              txid: 'a'.repeat(64),
              fee,
              vsize: 200,
              value: 1,
              rate: 3,
              flags: fee > 1000 ? TX_FLAGS.rbf : 0n,
              time: 0,
              acc,
              ...(status ? { status } : {}),
            }
            expect(table.restColour(tx)).toBe(packColour(squareColour(tx, style, colours)))
          }
    }
  })
  it('fillColours gives each slot its restColour, and transparent for a free slot', () => {
    const txs: Array<GraphTx | undefined> = [50, 700, 4_000, 90_000, 1_000_000].map((fee, i) => ({
      txid: String(i).repeat(64),
      fee,
      vsize: 200,
      value: 1,
      rate: 3,
      flags: 0n,
      time: 0,
      acc: i === 3,
      ...(i === 2 ? { status: 'censored' as const } : {}),
    }))
    txs.splice(1, 0, undefined)
    for (const auditHighlighting of [false, true]) {
      const table = new ColourTable(colours, {
        auditHighlighting,
        auditView: 'actual',
        goggles: undefined,
      })
      const out = new Uint32Array(txs.length).fill(7)
      table.fillColours(txs, txs.length, out)
      expect([...out]).toEqual(txs.map((tx) => (tx ? table.restColour(tx) : 0)))
      expect(new Set(out).size).toBeGreaterThan(3)
    }
  })
})
