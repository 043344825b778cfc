// Helpers for the layout tests: txs of a chosen side, and checks of the grid's invariants.
import { expect } from 'vitest'
import type { GraphLayout, LayoutTx } from './graph-layout'
import { vbytesPerUnit } from './square-side'

/** A tx whose square has exactly `side` cells at resolution `r` (1 MvB block limit). */
export function tx(side: number, rate: number, r: number): LayoutTx {
  return { vsize: (side * side * vbytesPerUnit(r)) / 1.1, rate }
}

export interface Placed {
  slot: number
  x: number
  y: number
  side: number
}

export function placed(layout: GraphLayout): Placed[] {
  const out: Placed[] = []
  for (let slot = 0; slot < layout.count; slot++) {
    if (!layout.alive(slot)) continue
    out.push({ slot, x: layout.x(slot), y: layout.y(slot), side: layout.side(slot) })
  }
  return out
}

/** [x, y, side] of each slot, for compact expectations. */
export function positions(layout: GraphLayout, slots: number[]): number[][] {
  return slots.map((s) => [layout.x(s), layout.y(s), layout.side(s)])
}

/**
 * No two squares overlap, each lies within the grid width, slotAt agrees cell by cell, `rows` is the
 * top of the highest square and slotsInOrder lists every live slot once by (y, x).
 */
export function expectConsistent(layout: GraphLayout): void {
  const r = layout.resolution
  const squares = placed(layout)
  const rows = squares.reduce((top, s) => Math.max(top, s.y + s.side), 0)
  expect(layout.rows).toBe(rows)
  expect(layout.liveCount).toBe(squares.length)
  const owner = new Int32Array(r * rows).fill(-1)
  for (const s of squares) {
    if (s.x + s.side > r || s.y < 0) throw new Error(`slot ${s.slot} lies outside the grid`)
    for (let y = s.y; y < s.y + s.side; y++) {
      for (let x = s.x; x < s.x + s.side; x++) {
        if (owner[y * r + x] !== -1)
          throw new Error(`slots ${owner[y * r + x]} and ${s.slot} overlap`)
        owner[y * r + x] = s.slot
      }
    }
  }
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < r; x++) {
      if (layout.slotAt(x, y) !== owner[y * r + x]) {
        throw new Error(`slotAt(${x}, ${y}) = ${layout.slotAt(x, y)}, expected ${owner[y * r + x]}`)
      }
    }
  }
  const byCorner = [...squares].sort((a, b) => a.y - b.y || a.x - b.x).map((s) => s.slot)
  const inOrder = layout.slotsInOrder()
  if (inOrder.length !== byCorner.length || byCorner.some((slot, i) => inOrder[i] !== slot)) {
    throw new Error('slotsInOrder is not every live slot by (y, x)')
  }
}

/** After gravity no square hangs over a completely empty span. */
export function expectSettled(layout: GraphLayout): void {
  for (const s of placed(layout)) {
    if (s.y === 0) continue
    let empty = true
    for (let x = s.x; x < s.x + s.side; x++) if (layout.slotAt(x, s.y - 1) !== -1) empty = false
    if (empty) throw new Error(`slot ${s.slot} at (${s.x}, ${s.y}) could drop`)
  }
}

/** First fit by brute force over every position, for comparing with the engine. */
export function naiveFirstFit(
  sides: number[],
  sequence: number[],
  r: number,
): Map<number, number[]> {
  const cells: number[][] = []
  const at = (x: number, y: number): number => cells[y]?.[x] ?? -1
  const free = (x: number, y: number, side: number): boolean => {
    for (let yy = y; yy < y + side; yy++)
      for (let xx = x; xx < x + side; xx++) if (at(xx, yy) >= 0) return false
    return true
  }
  const out = new Map<number, number[]>()
  for (const slot of sequence) {
    const side = sides[slot] ?? 1
    let spot = [0, cells.length] // nothing fits: a new row at the top
    search: for (let y = 0; y < cells.length; y++) {
      for (let x = 0; x + side <= r; x++) {
        if (free(x, y, side)) {
          spot = [x, y]
          break search
        }
      }
    }
    const [x = 0, y = 0] = spot
    for (let yy = y; yy < y + side; yy++) {
      const row = (cells[yy] ??= Array.from({ length: r }, () => -1))
      for (let xx = x; xx < x + side; xx++) row[xx] = slot
    }
    out.set(slot, [x, y])
  }
  return out
}
