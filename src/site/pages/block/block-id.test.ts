import { describe, expect, it } from 'vitest'
import { classifyBlockId } from './block-id'
import { pageCount, pageFromQuery, pageStart } from './paging'

const HASH = '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054'

describe('classifyBlockId', () => {
  it('reads digits as a height', () => {
    expect(classifyBlockId('840000')).toEqual({ kind: 'height', height: 840000 })
    expect(classifyBlockId('0')).toEqual({ kind: 'height', height: 0 })
  })
  it('reads 64 hex characters as a hash, lower-cased', () => {
    expect(classifyBlockId(HASH)).toEqual({ kind: 'hash', hash: HASH })
    expect(classifyBlockId(HASH.toUpperCase())).toEqual({ kind: 'hash', hash: HASH })
  })
  it('refuses anything else', () => {
    for (const id of [
      undefined,
      '',
      'abc',
      '-1',
      '1.5',
      HASH.slice(1),
      `${HASH}0`,
      `${HASH.slice(1)}g`,
    ])
      expect(classifyBlockId(id)).toEqual({ kind: 'bad' })
    expect(classifyBlockId('99999999999999999999')).toEqual({ kind: 'bad' })
  })
})

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(25, 25)).toBe(1)
    expect(pageCount(26, 25)).toBe(2)
  })
  it('reads the page query within range', () => {
    expect(pageFromQuery(null, 4)).toBe(1)
    expect(pageFromQuery('3', 4)).toBe(3)
    expect(pageFromQuery('9', 4)).toBe(4)
    expect(pageFromQuery('0', 4)).toBe(1)
    expect(pageFromQuery('x', 4)).toBe(1)
    expect(pageFromQuery('-2', 4)).toBe(1)
  })
  it('gives the first index of a page', () => {
    expect(pageStart(1, 25)).toBe(0)
    expect(pageStart(3, 25)).toBe(50)
  })
})
