import { describe, expect, it } from 'vitest'
import { packRgba } from './colour'
import { BYTES_PER_INSTANCE, SQUARES_PER_ROW } from './instance-layout'
import { InstanceStore } from './instance-store'
import type { SquareTransition } from './instance-store'

const RED = packRgba(255, 0, 0)
const BLUE = packRgba(0, 0, 255)

const move = (t0: number, durationMs: number): SquareTransition => ({
  x0: 0,
  y0: 0,
  s0: 1,
  c0: RED,
  x1: 10,
  y1: 20,
  s1: 3,
  c1: BLUE,
  t0,
  durationMs,
})

describe('InstanceStore', () => {
  it('keeps each square in 48 bytes of one ArrayBuffer', () => {
    const store = new InstanceStore(4, 0)
    expect(BYTES_PER_INSTANCE).toBeLessThanOrEqual(64)
    expect(store.data.byteLength).toBe(store.capacity * BYTES_PER_INSTANCE)
  })

  it('interpolates as the shader does: eased position, linear colour, end values after the duration', () => {
    const store = new InstanceStore(4, 1000)
    store.write(2, move(1500, 1000))
    expect(store.stateAt(2, 1500)).toEqual({ x: 0, y: 0, s: 1, colour: RED })
    expect(store.stateAt(2, 2000)).toEqual({ x: 5, y: 10, s: 2, colour: packRgba(128, 0, 128) })
    // ease-in-out: a quarter of the time covers 1/16 of the way
    expect(store.stateAt(2, 1750).x).toBeCloseTo(10 / 16)
    expect(store.stateAt(2, 9000)).toEqual({ x: 10, y: 20, s: 3, colour: BLUE })
    expect(store.busyUntil).toBe(2500)
  })

  it('counts slots and marks written slots dirty, merged', () => {
    const store = new InstanceStore(16, 0)
    store.dirty.clear()
    for (const slot of [3, 4, 5, 9]) store.write(slot, move(0, 0))
    expect(store.count).toBe(10)
    expect(store.dirty.take()).toEqual([
      [3, 6],
      [9, 10],
    ])
  })

  it('grows by doubling in whole texture rows, keeps what was written and flags a full upload', () => {
    const store = new InstanceStore(4, 0)
    expect(store.capacity).toBe(SQUARES_PER_ROW)
    store.write(1, move(0, 0))
    store.grown = false
    store.write(SQUARES_PER_ROW, move(0, 0))
    expect(store.capacity).toBe(2 * SQUARES_PER_ROW)
    expect(store.grown).toBe(true)
    expect(store.stateAt(1, 0).x).toBe(10)
    store.ensureCapacity(10 * SQUARES_PER_ROW + 1)
    expect(store.capacity).toBe(11 * SQUARES_PER_ROW)
  })

  it('clear() hides everything and marks the old slots dirty', () => {
    const store = new InstanceStore(4, 0)
    store.write(2, move(0, 0))
    store.dirty.clear()
    store.clear()
    expect(store.count).toBe(0)
    expect(store.dirty.take()).toEqual([[0, 3]])
    expect(store.stateAt(2, 0).s).toBe(0)
  })

  it('rebase() ends every transition and restarts the clock', () => {
    const store = new InstanceStore(4, 0)
    store.write(0, move(100, 1000))
    store.dirty.clear()
    store.rebase(5_000_000)
    expect(store.epoch).toBe(5_000_000)
    expect(store.stateAt(0, 5_000_000)).toEqual({ x: 10, y: 20, s: 3, colour: BLUE })
    expect(store.dirty.take()).toEqual([[0, 1]])
  })
  it('writeArrivals() writes a run of squares as write() would, in one dirty range', () => {
    const squares = {
      x: Float32Array.of(1, 4),
      y: Float32Array.of(2, 5),
      side: Float32Array.of(1, 2),
      colour: Uint32Array.of(RED, BLUE),
      shift: 10,
      t0: 1500,
      durationMs: 1000,
    }
    const bulk = new InstanceStore(8, 1000)
    bulk.dirty.clear()
    bulk.writeArrivals(3, 2, squares)
    const single = new InstanceStore(8, 1000)
    for (let i = 0; i < 2; i++) {
      const [x, y, s, c] = [squares.x[i]!, squares.y[i]!, squares.side[i]!, squares.colour[i]!]
      single.write(3 + i, {
        x0: x,
        y0: y + 10,
        s0: s,
        c0: c,
        x1: x,
        y1: y,
        s1: s,
        c1: c,
        t0: 1500,
        durationMs: 1000,
      })
    }
    expect(bulk.data).toEqual(single.data)
    expect(bulk.count).toBe(5)
    expect(bulk.busyUntil).toBe(2500)
    expect(bulk.dirty.take()).toEqual([[3, 5]])
    expect(bulk.stateAt(4, 9000)).toEqual({ x: 4, y: 5, s: 2, colour: BLUE })
  })
})
