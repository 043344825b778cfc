// A SquareSink for the scene's tests: the renderer's own CPU instance store behind GlRenderer's methods, no
// GL, counting writes per slot.
import { InstanceStore } from '../gl/instance-store'
import type { ArrivingSquares, SquareTransition } from '../gl/instance-store'
import type { SquareSink } from './square-sink'

export class FakeSink implements SquareSink {
  readonly store = new InstanceStore(8, 0)
  readonly writes = new Map<number, number>()
  clears = 0
  ensureCapacity(slots: number): void {
    this.store.ensureCapacity(slots)
  }
  setSquare(slot: number, square: SquareTransition): void {
    this.count(slot)
    this.store.write(slot, square)
  }
  writeArrivals(first: number, count: number, squares: ArrivingSquares): void {
    for (let i = 0; i < count; i++) this.count(first + i)
    this.store.writeArrivals(first, count, squares)
  }
  moveSquare(slot: number, to: { x: number; y: number; s: number }, ms: number, t0 = 0): void {
    this.count(slot)
    const from = this.store.stateAt(slot, t0)
    this.store.writeMove(
      slot,
      { x0: from.x, y0: from.y, s0: from.s },
      { x1: to.x, y1: to.y, s1: to.s },
      t0,
      ms,
    )
  }
  setColour(slot: number, colour: number, ms = 0, t0 = 0): void {
    this.count(slot)
    this.store.writeFade(slot, this.store.stateAt(slot, t0).colour, colour, t0, ms)
  }
  squareAt(slot: number, now = 0) {
    return slot < this.store.count ? this.store.stateAt(slot, now) : undefined
  }
  clear(): void {
    this.clears++
    this.store.clear()
  }
  private count(slot: number): void {
    this.writes.set(slot, (this.writes.get(slot) ?? 0) + 1)
  }
}
