import { describe, expect, it } from 'vitest'
import { CLOCK_KEEP_BLOCKS } from '../clock-rules'
import { dialArcs, dialDeg } from './arcs'
import type { DialArc } from './arcs'
import { blockAt, localTime } from './test-blocks'

const NOW = localTime(10, 42, 30)
const minutes = (n: number): number => n * 60_000

/** Arcs with their angles rounded, for exact comparison. */
const rounded = (arcs: DialArc[]) =>
  arcs.map((arc) => ({
    ...arc,
    startDeg: Math.round(arc.startDeg * 1000) / 1000,
    endDeg: Math.round(arc.endDeg * 1000) / 1000,
  }))

describe('dialDeg', () => {
  it('is the local minute of the hour × 6, seconds included', () => {
    expect(dialDeg(localTime(10, 0, 0))).toBe(0)
    expect(dialDeg(localTime(10, 15, 0))).toBe(90)
    expect(dialDeg(localTime(23, 42, 30))).toBeCloseTo(255, 9)
    expect(dialDeg(localTime(4, 59, 59))).toBeCloseTo(359.9, 9)
  })
})

describe('dialArcs', () => {
  it('draws each block from the previous block to its own time, then the pending arc to now', () => {
    const blocks = [
      blockAt(102, localTime(10, 35, 0)),
      blockAt(101, localTime(10, 20, 0)),
      blockAt(100, localTime(10, 10, 0)),
    ]
    expect(rounded(dialArcs(blocks, NOW))).toEqual([
      // 100's predecessor is unknown: its arc starts where the hour does (now − 1 h = 09:42:30 → 255°).
      { kind: 'block', height: 100, startDeg: 255, endDeg: 420 },
      { kind: 'block', height: 101, startDeg: 60, endDeg: 120 },
      { kind: 'block', height: 102, startDeg: 120, endDeg: 210 },
      { kind: 'pending', startDeg: 210, endDeg: 255 },
    ])
  })

  it('drops blocks found before the last hour and starts the first kept one at the hour’s start', () => {
    const blocks = [
      blockAt(201, localTime(10, 0, 0)),
      blockAt(200, localTime(9, 30, 0)),
      blockAt(199, localTime(9, 10, 0)),
    ]
    const arcs = rounded(dialArcs(blocks, NOW))
    expect(arcs.map((arc) => arc.height)).toEqual([201, undefined])
    expect(arcs[0]).toEqual({ kind: 'block', height: 201, startDeg: 255, endDeg: 360 })
  })

  it('omits arcs under 1°: a block 9 s after the previous one, and the pending arc right after a block', () => {
    const blocks = [
      blockAt(301, NOW - 5_000),
      blockAt(300, NOW - 14_000),
      blockAt(299, NOW - minutes(20)),
    ]
    const arcs = dialArcs(blocks, NOW)
    expect(arcs.map((arc) => [arc.kind, arc.height])).toEqual([
      ['block', 299],
      ['block', 300],
    ])
    // Exactly 1° (10 s) is kept.
    const exact = dialArcs(
      [blockAt(2, NOW - minutes(5)), blockAt(1, NOW - minutes(5) - 10_000)],
      NOW,
    )
    expect(exact.find((arc) => arc.height === 2)?.endDeg).toBeCloseTo(
      (exact.find((arc) => arc.height === 2)?.startDeg ?? 0) + 1,
      9,
    )
  })

  it('lets an arc pass 12 o’clock with endDeg over 360', () => {
    const blocks = [blockAt(401, localTime(10, 5, 0)), blockAt(400, localTime(9, 55, 0))]
    const arc = rounded(dialArcs(blocks, NOW)).find((a) => a.height === 401)
    expect(arc).toEqual({ kind: 'block', height: 401, startDeg: 330, endDeg: 390 })
  })

  it('fills the whole dial with the pending arc when the newest block is over an hour old', () => {
    const arcs = rounded(dialArcs([blockAt(500, NOW - minutes(75))], NOW))
    expect(arcs).toEqual([{ kind: 'pending', startDeg: 255, endDeg: 615 }])
  })

  it('draws nothing before any block is known', () => {
    expect(dialArcs([], NOW)).toEqual([])
  })

  it('never draws past now, nor backwards, when block times are out of order or ahead of the clock', () => {
    const blocks = [
      blockAt(603, NOW + minutes(2)), // ahead of our clock: its arc ends now
      blockAt(602, localTime(10, 20, 0)),
      blockAt(601, localTime(10, 30, 0)), // earlier than 601's successor claims: 602 has no arc
      blockAt(600, localTime(10, 0, 0)),
    ]
    const arcs = rounded(dialArcs(blocks, NOW))
    expect(arcs.map((arc) => arc.height)).toEqual([600, 601, 603])
    expect(arcs.find((arc) => arc.height === 603)?.endDeg).toBe(255)
    for (const arc of arcs) expect(arc.endDeg).toBeGreaterThanOrEqual(arc.startDeg + 1)
  })

  it('holds at most one arc per kept block plus the pending one, however long the clock has run', () => {
    const blocks = Array.from({ length: CLOCK_KEEP_BLOCKS }, (_, i) =>
      blockAt(1000 - i, NOW - minutes(2) - i * minutes(3)),
    )
    const arcs = dialArcs(blocks, NOW)
    expect(arcs.length).toBeLessThanOrEqual(CLOCK_KEEP_BLOCKS + 1)
    expect(arcs.filter((arc) => arc.kind === 'pending')).toHaveLength(1)
    // Blocks 0…15 span 47 minutes, so all are inside the hour and every one has its arc.
    expect(arcs.filter((arc) => arc.kind === 'block')).toHaveLength(CLOCK_KEEP_BLOCKS)
  })
})
