import { describe, expect, it } from 'vitest'
import type { BlockExtended } from '../../core'
import { nextMempoolIndex, projectedTileKey, shouldAdvanceIndex } from './mempool-index'

const mined = (similarity?: number): Pick<BlockExtended, 'extras'> =>
  ({ extras: similarity === undefined ? {} : { similarity } }) as Pick<BlockExtended, 'extras'>

describe('the running projected index', () => {
  it('advances on a visible tab when similarity is absent or above 0.5', () => {
    expect(shouldAdvanceIndex(mined(), true)).toBe(true)
    expect(shouldAdvanceIndex(mined(0.9655), true)).toBe(true)
    expect(shouldAdvanceIndex(mined(0.51), true)).toBe(true)
    expect(nextMempoolIndex(4, mined(0.98), true)).toBe(5)
  })

  it('stays when similarity is 0.5 or less', () => {
    expect(shouldAdvanceIndex(mined(0.5), true)).toBe(false)
    expect(shouldAdvanceIndex(mined(0.1), true)).toBe(false)
    expect(nextMempoolIndex(4, mined(0.2), true)).toBe(4)
  })

  it('stays while the tab is hidden, whatever the similarity', () => {
    expect(shouldAdvanceIndex(mined(), false)).toBe(false)
    expect(nextMempoolIndex(4, mined(0.99), false)).toBe(4)
  })

  it('keys tiles by running index, stacks apart', () => {
    expect(projectedTileKey(5, 0, false)).toBe('5')
    expect(projectedTileKey(5, 3, true)).toBe('stack-8')
  })
})
