import { describe, expect, it } from 'vitest'
import { dialPoint, ringSegmentPath } from './dial-geometry'

describe('dialPoint', () => {
  it('measures clockwise from 12 o’clock about the centre (500, 500)', () => {
    expect(dialPoint(0, 100)).toEqual({ x: 500, y: 400 })
    expect(dialPoint(90, 100)).toEqual({ x: 600, y: 500 })
    expect(dialPoint(180, 100)).toEqual({ x: 500, y: 600 })
    expect(dialPoint(270, 100)).toEqual({ x: 400, y: 500 })
  })
})

describe('ringSegmentPath', () => {
  const numbers = (path: string): number[] =>
    path
      .split(/[ MALZ]+/)
      .filter(Boolean)
      .map(Number)

  it('runs the outer edge clockwise through the middle angle and back along the inner edge', () => {
    const path = ringSegmentPath(0, 90, 400, 500)
    expect(
      path.startsWith('M 500 0 A 500 500 0 0 1 853.55 146.45 A 500 500 0 0 1 1000 500 L 900 500'),
    ).toBe(true)
    expect(path.endsWith('A 400 400 0 0 0 500 100 Z')).toBe(true)
  })

  it('closes a full turn into a ring and never sweeps further', () => {
    const full = numbers(ringSegmentPath(30, 390, 400, 500))
    expect(ringSegmentPath(30, 500, 400, 500)).toBe(ringSegmentPath(30, 390, 400, 500))
    // The outer edge ends where it started (M x y, A r r 0 0 1 x y, A r r 0 0 1 x y).
    expect([full[0], full[1]]).toEqual([full[14], full[15]])
  })
})
