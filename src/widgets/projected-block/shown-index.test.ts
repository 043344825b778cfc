import { describe, expect, it } from 'vitest'
import { neighbourIndex, shownIndex } from './shown-index'

describe('shownIndex', () => {
  it.each([
    // requested, blocks, shown
    [0, 8, 0],
    [3, 8, 3],
    [7, 8, 7],
    [8, 8, 7], // not present: the last block there is
    [20, 3, 2],
    [5, 1, 0],
    [-2, 8, 0],
    [2.7, 8, 2],
    [Number.NaN, 8, 0],
    [4, 0, 4], // no blocks (yet): the request stands, the placeholder is the feed's business
  ])('index %s with %s blocks shows %s', (requested, blocks, shown) => {
    expect(shownIndex(requested, blocks)).toBe(shown)
  })
})

describe('neighbourIndex', () => {
  it('→ goes towards the chain (index − 1) and ← away from it in a left-to-right page', () => {
    expect(neighbourIndex('ArrowRight', 3, 8, 'ltr')).toBe(2)
    expect(neighbourIndex('ArrowLeft', 3, 8, 'ltr')).toBe(4)
  })
  it('mirrors in a right-to-left page', () => {
    expect(neighbourIndex('ArrowLeft', 3, 8, 'rtl')).toBe(2)
    expect(neighbourIndex('ArrowRight', 3, 8, 'rtl')).toBe(4)
  })
  it('stops at either end and ignores other keys', () => {
    expect(neighbourIndex('ArrowRight', 0, 8, 'ltr')).toBeUndefined()
    expect(neighbourIndex('ArrowLeft', 7, 8, 'ltr')).toBeUndefined()
    expect(neighbourIndex('ArrowLeft', 0, 0, 'ltr')).toBeUndefined()
    expect(neighbourIndex('ArrowUp', 3, 8, 'ltr')).toBeUndefined()
    expect(neighbourIndex('Home', 3, 8, 'ltr')).toBeUndefined()
  })
})
