import { describe, expect, it } from 'vitest'
import type { BlockExtended } from '../../../core'
import {
  BLOCKS_PAGE_SIZE,
  blocksPageCount,
  pageFromQuery,
  pageStartHeight,
  withLiveBlocks,
} from './blocks-paging'

const block = (height: number, id = `h${height}`) => ({ height, id }) as BlockExtended
const range = (top: number, n: number) => Array.from({ length: n }, (_, i) => block(top - i))

describe('pageFromQuery', () => {
  it('reads whole page numbers within the chain', () => {
    expect(pageFromQuery('3', 100)).toBe(3)
    expect(pageFromQuery('7', 100)).toBe(7) // heights 10…0
    expect(pageFromQuery('2', undefined)).toBe(2)
  })
  it.each([null, '', '0', '-2', '2x', '1.5', '8', '99999999999'])('%s → page 1', (value) =>
    expect(pageFromQuery(value, 100)).toBe(1),
  )
})

describe('paging', () => {
  it('counts pages down to the genesis block', () => {
    expect(blocksPageCount(0)).toBe(1)
    expect(blocksPageCount(14)).toBe(1)
    expect(blocksPageCount(15)).toBe(2)
  })
  it('starts each page 15 blocks below the previous, never below 0', () => {
    expect(pageStartHeight(100, 1)).toBe(100)
    expect(pageStartHeight(100, 2)).toBe(100 - BLOCKS_PAGE_SIZE)
    expect(pageStartHeight(10, 3)).toBe(0)
  })
})

describe('withLiveBlocks', () => {
  it('puts newer live blocks on top and keeps one page', () => {
    const merged = withLiveBlocks(range(100, 15), [block(102), block(101), block(100)])
    expect(merged.map((b) => b.height)).toEqual(range(102, 15).map((b) => b.height))
  })
  it('lets a live block replace the page’s block at the same height', () => {
    const merged = withLiveBlocks(range(100, 15), [block(100, 'reorg')])
    expect(merged[0]?.id).toBe('reorg')
    expect(merged).toHaveLength(15)
  })
  it('ignores live blocks below the page', () => {
    expect(withLiveBlocks(range(100, 3), [block(50)]).map((b) => b.height)).toEqual([100, 99, 98])
  })
})
