import { describe, expect, it } from 'vitest'
import type { BlockExtended } from '../../core'
import {
  advanceTip,
  arrowFor,
  cubeStateFor,
  initialTipState,
  minedHeights,
  missingHeights,
  trackLayout,
} from './strip-state'
import type { CacheView } from './strip-state'

const block = (height: number, similarity?: number): BlockExtended =>
  ({
    id: `h${height}`,
    height,
    extras: similarity === undefined ? {} : { similarity },
  }) as BlockExtended

function fakeCache(known: number[], loading: number[] = [], failed: number[] = []): CacheView {
  return {
    get: (h) => (known.includes(h) ? block(h) : undefined),
    isLoading: (h) => loading.includes(h),
    hasFailed: (h) => failed.includes(h),
  }
}

describe('advanceTip', () => {
  const start = { tip: 100, index: 3, entering: undefined, atMs: 1 }

  it('returns the same state while the tip does not move', () => {
    expect(advanceTip(start, 100, block(100), true, 99)).toBe(start)
  })

  it('moves the running index and slides the new cube in on a newer, similar tip', () => {
    expect(advanceTip(start, 101, block(101, 0.9), true, 50)).toEqual({
      tip: 101,
      index: 4,
      entering: 101,
      atMs: 50,
    })
  })

  it('keeps the index on a dissimilar block, and animates nothing on a hidden page', () => {
    expect(advanceTip(start, 101, block(101, 0.2), true, 50)).toMatchObject({
      index: 3,
      entering: 101,
    })
    expect(advanceTip(start, 101, block(101), false, 50)).toMatchObject({
      index: 3,
      entering: undefined,
    })
  })

  it('treats the first tip and a lower tip (reorg, network switch) as no advance', () => {
    const first = advanceTip(initialTipState(undefined, 0), 100, block(100), true, 7)
    expect(first).toEqual({ tip: 100, index: 0, entering: undefined, atMs: 7 })
    expect(advanceTip(start, 99, block(99), true, 8)).toMatchObject({
      tip: 99,
      index: 3,
      entering: undefined,
    })
  })
})

describe('minedHeights', () => {
  const base = { window: undefined, selection: null, widthPx: 1280, scrolledPx: 0 }

  it('draws the static window as given, and nothing before the first tip', () => {
    expect(minedHeights({ ...base, window: [9, 8, 7], tip: 500 })).toEqual([9, 8, 7])
    expect(minedHeights({ ...base, tip: undefined })).toEqual([])
  })

  it('fills the visible width plus a page ahead (1280 px: 9 + 9 cubes, spec §9 ⌈width / 155⌉ per page), never below height 0', () => {
    const heights = minedHeights({ ...base, tip: 1000 })
    expect(heights).toHaveLength(18)
    expect(heights[0]).toBe(1000)
    expect(heights.at(-1)).toBe(983)
    expect(minedHeights({ ...base, tip: 3 })).toEqual([3, 2, 1, 0])
  })

  it('reaches a selection far in the past, one page beyond it', () => {
    const heights = minedHeights({ ...base, tip: 1000, selection: { kind: 'mined', height: 950 } })
    expect(heights.at(-1)).toBe(1000 - (51 + 9) + 1)
  })
})

describe('cubeStateFor and missingHeights', () => {
  const live = new Map([[10, block(10)]])

  it('prefers the live block, then the cache', () => {
    expect(cubeStateFor(10, live, fakeCache([]), true)).toMatchObject({ kind: 'loaded' })
    expect(cubeStateFor(9, live, fakeCache([9]), false)).toMatchObject({ kind: 'loaded' })
  })

  it('shows a placeholder after a failed load or while no API answers, else a loading cube', () => {
    expect(cubeStateFor(8, live, fakeCache([], [], [8]), true)).toEqual({ kind: 'placeholder' })
    expect(cubeStateFor(8, live, fakeCache([]), false)).toEqual({ kind: 'placeholder' })
    expect(cubeStateFor(8, live, fakeCache([]), true)).toEqual({ kind: 'loading' })
  })

  it('asks only for heights that are not live, cached, loading or failed', () => {
    expect(missingHeights([10, 9, 8, 7, 6], live, fakeCache([9], [8], [7]))).toEqual([6])
  })
})

describe('trackLayout and arrowFor', () => {
  it('puts the divider at half a desktop width and 95 % of a phone width', () => {
    expect(trackLayout(1280, 0)).toEqual({ dividerAt: 640, trackSize: 1280 })
    expect(trackLayout(400, 0).dividerAt).toBe(380)
    // 640 + 2 × 40 + 17 × 155 = 3355
    expect(trackLayout(1280, 17).trackSize).toBe(3355)
  })

  it('puts the divider at 420 px on Liquid desktop widths (spec §9)', () => {
    expect(trackLayout(1280, 0, true).dividerAt).toBe(420)
    expect(trackLayout(400, 0, true).dividerAt).toBe(380)
  })

  it('points under the chosen cube, or nowhere when it is not drawn', () => {
    expect(arrowFor(null, 10, 4, [10, 9])).toBeUndefined()
    // mined index 1: 40 + 155 + 30
    expect(arrowFor({ kind: 'mined', height: 9 }, 10, 4, [10, 9])).toEqual({
      side: 'mined',
      offsetPx: 225,
    })
    expect(arrowFor({ kind: 'mined', height: 3 }, 10, 4, [10, 9])).toBeUndefined()
    // a projected index past the merged last tile points at that tile: 40 + 3 × 155 + 37.5
    expect(arrowFor({ kind: 'mempool', index: 6 }, 10, 4, [])).toEqual({
      side: 'projected',
      offsetPx: 542.5,
    })
    expect(arrowFor({ kind: 'mempool', index: 0 }, 10, 0, [])).toBeUndefined()
  })
})
