import { describe, expect, it } from 'vitest'
import type { Block } from '../../../core'
import { fillHeight, mergeClockBlocks } from './merge-clock-blocks'

const block = (height: number, id = `b${height}`): Block => ({ id, height }) as Block
const run = (tip: number, count: number): Block[] =>
  Array.from({ length: count }, (_, i) => block(tip - i))
const heights = (blocks: readonly Block[]): number[] => blocks.map((b) => b.height)

describe('mergeClockBlocks', () => {
  it('merges by height, newest first', () => {
    const merged = mergeClockBlocks(run(100, 8), run(92, 15))
    expect(heights(merged)).toEqual(run(100, 16).map((b) => b.height))
  })

  it('keeps at most 16 blocks, dropping the oldest', () => {
    expect(mergeClockBlocks(run(100, 16), [block(101)])).toHaveLength(16)
    expect(heights(mergeClockBlocks(run(100, 16), [block(101)]))[15]).toBe(86)
    expect(mergeClockBlocks([], run(500, 40))).toHaveLength(16)
  })

  it('lets a block at a known height replace the one there (a reorg)', () => {
    const merged = mergeClockBlocks(run(100, 8), [block(100, 'other')])
    expect(merged[0]?.id).toBe('other')
    expect(merged).toHaveLength(8)
  })

  it('drops blocks above the live tip and ignores stale blocks', () => {
    expect(heights(mergeClockBlocks(run(101, 9), run(100, 8), 100))[0]).toBe(100)
    const stale = { ...block(101), stale: true }
    expect(heights(mergeClockBlocks(run(100, 8), [stale]))[0]).toBe(100)
  })

  it('ends the list at a gap, so index i is always i blocks back from the tip', () => {
    const merged = mergeClockBlocks(run(100, 16), run(130, 8), 130)
    expect(heights(merged)).toEqual(heights(run(130, 8)))
  })
})

describe('fillHeight', () => {
  it('asks for the height under the oldest block while the list is short', () => {
    expect(fillHeight(run(100, 8))).toBe(92)
    expect(fillHeight(run(100, 16))).toBeUndefined()
    expect(fillHeight([])).toBeUndefined()
    expect(fillHeight([block(0)])).toBeUndefined()
  })
})
