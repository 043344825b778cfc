import { describe, expect, it } from 'vitest'
import type { Difficulty } from '../../../core'
import { mempoolBlockEtaMs, neighbourIndexes, parseMempoolBlockIndex } from './mempool-block-index'

describe('parseMempoolBlockIndex', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['03', 3],
  ])('%s → %i', (segment, index) => expect(parseMempoolBlockIndex(segment)).toBe(index))

  it.each([undefined, '', '8', '-1', '1.5', 'x', '1e0', '007', ' 1'])('%s → null', (segment) =>
    expect(parseMempoolBlockIndex(segment)).toBeNull(),
  )
})

describe('neighbourIndexes', () => {
  it('has no block towards the chain from 0 and none away from the last', () => {
    expect(neighbourIndexes(0, 8)).toEqual({ awayFromChain: 1 })
    expect(neighbourIndexes(3, 8)).toEqual({ towardsChain: 2, awayFromChain: 4 })
    expect(neighbourIndexes(7, 8)).toEqual({ towardsChain: 6 })
  })

  it('stops at the last block there is, or at 7 while unknown', () => {
    expect(neighbourIndexes(2, 3)).toEqual({ towardsChain: 1 })
    expect(neighbourIndexes(6, undefined)).toEqual({ towardsChain: 5, awayFromChain: 7 })
    expect(neighbourIndexes(0, 0)).toEqual({ awayFromChain: 1 })
  })
})

describe('mempoolBlockEtaMs', () => {
  const difficulty = { adjustedTimeAvgMs: 480_000, timeOffsetMs: -60_000 } as Difficulty
  it('counts one average block time per block up to and including this one', () => {
    expect(mempoolBlockEtaMs(0, difficulty, 1_000)).toBe(1_000 + 480_000 - 60_000)
    expect(mempoolBlockEtaMs(2, difficulty, 1_000)).toBe(1_000 + 3 * 480_000 - 60_000)
  })
  it('uses 10 minutes a block without the difficulty figures', () => {
    expect(mempoolBlockEtaMs(1, undefined, 0)).toBe(1_200_000)
  })
})
