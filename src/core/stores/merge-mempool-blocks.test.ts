import { describe, expect, it } from 'vitest'
import { hasRecorded, readCypress } from '../../../tests/fixtures/recorded'
import type { MempoolBlock, MempoolBlockWithIndex } from '../api/mempool-block'
import { median, mergeMempoolBlocks } from './merge-mempool-blocks'

const place = (blocks: MempoolBlock[], tip: number): MempoolBlockWithIndex[] =>
  blocks.map((block, index) => ({ ...block, index, height: tip + index + 1 }))

describe('median', () => {
  it.each([
    { values: [], expected: 0 },
    { values: [5], expected: 5 },
    { values: [3, 1], expected: 2 },
    { values: [3, 1, 2], expected: 2 },
    { values: [4, 1, 3, 2], expected: 2.5 },
    { values: [10, 0, 7, 7, 1], expected: 7 },
  ])('median($values) = $expected', ({ values, expected }) => {
    const copy = [...values]
    expect(median(values)).toBe(expected)
    expect(values).toEqual(copy)
  })
})

describe('mergeMempoolBlocks', () => {
  const tiny = (n: number, vsize: number, feeRange: number[]): MempoolBlockWithIndex => ({
    index: n,
    height: 100 + n,
    blockSize: 10 * (n + 1),
    blockVSize: vsize,
    nTx: n + 1,
    totalFees: 1000 * (n + 1),
    medianFee: 0,
    feeRange,
  })

  it('keeps blocks that fit, flags stacks, and never goes below one tile', () => {
    const blocks = [tiny(0, 999_999, [2, 3]), tiny(1, 1_000_001, [1, 2])]
    expect(mergeMempoolBlocks(blocks, 5).map((tile) => tile.isStack)).toEqual([false, true])
    const one = mergeMempoolBlocks(blocks, 0)
    expect(one).toHaveLength(1)
    expect(one[0]).toMatchObject({
      index: 0,
      height: 100,
      blockSize: 30,
      blockVSize: 2_000_000,
      nTx: 3,
      totalFees: 3000,
    })
    expect(one[0]?.feeRange).toEqual([1, 2, 2, 3])
    expect(one[0]?.medianFee).toBe(2)
    expect(one[0]?.isStack).toBe(true)
    expect(mergeMempoolBlocks([], 4)).toEqual([])
  })

  it('does not modify its input', () => {
    const blocks = [tiny(0, 1, [5, 1]), tiny(1, 1, [4]), tiny(2, 1, [3])]
    const before = JSON.stringify(blocks)
    mergeMempoolBlocks(blocks, 2)
    expect(JSON.stringify(blocks)).toBe(before)
  })
})

describe.skipIf(!hasRecorded)('mergeMempoolBlocks on recorded frames', () => {
  it('mainnet_mempoolInfo: 8 visible keeps the 11-entry stack, 4 and 2 merge the overflow', () => {
    const blocks = place(
      readCypress<{ 'mempool-blocks': MempoolBlock[] }>('mainnet_mempoolInfo.json')[
        'mempool-blocks'
      ],
      837050,
    )

    const eight = mergeMempoolBlocks(blocks, 8)
    expect(eight).toHaveLength(8)
    expect(eight.map((tile) => tile.isStack)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ])
    expect(eight[7]).toMatchObject({
      height: 837058,
      blockVSize: 168604440,
      nTx: 106612,
      medianFee: 1.5796055679151149,
    })
    expect(eight[7]?.feeRange).toHaveLength(11)

    // Blocks 3..7 merged: 4 × 7 + 11 = 39 fee-range entries, so the median is the 20th of the sorted list.
    const four = mergeMempoolBlocks(blocks, 4)
    expect(four).toHaveLength(4)
    const last4 = four[3]
    expect(last4).toMatchObject({
      index: 3,
      height: 837054,
      blockSize: 1818283 + 1891412 + 1939469 + 1906245 + 333333741,
      blockVSize: 997984.75 + 997993.25 + 997987.25 + 997956 + 168604440,
      nTx: 56 + 127 + 56 + 28 + 106612,
      totalFees: 6365410 + 6355046 + 6350364 + 6348648 + 463043477,
      isStack: true,
    })
    expect(last4?.blockSize).toBe(340889150)
    expect(last4?.blockVSize).toBe(172596361.25)
    expect(last4?.nTx).toBe(106879)
    expect(last4?.totalFees).toBe(488462945)
    expect(last4?.feeRange).toHaveLength(39)
    expect(last4?.feeRange[0]).toBe(1.0005271543495804)
    expect(last4?.feeRange[38]).toBe(6.400116119312593)
    expect(last4?.medianFee).toBe(6.031815335063076)
    expect(isAscending(last4?.feeRange ?? [])).toBe(true)
    expect(four.slice(0, 3).map((tile) => tile.medianFee)).toEqual([
      7.036906854130053, 6.716362627217997, 6.400148152967939,
    ])

    const two = mergeMempoolBlocks(blocks, 2)
    const last2 = two[1]
    expect(last2).toMatchObject({
      index: 1,
      height: 837052,
      blockSize: 344800226,
      blockVSize: 174592313.75,
      nTx: 107798,
    })
    expect(last2?.totalFees).toBe(501457159)
    expect(last2?.feeRange).toHaveLength(6 * 7 + 11)
    expect(last2?.feeRange[52]).toBe(7.00556586270872)
    expect(last2?.medianFee).toBe(6.1303214596003475)
  })

  it('tx02_ws_block: an even merged list takes the mean of its two middle entries', () => {
    const blocks = place(
      readCypress<{ 'mempool-blocks': MempoolBlock[] }>('details_rbf/tx02_ws_block.json')[
        'mempool-blocks'
      ],
      890448,
    )
    expect(mergeMempoolBlocks(blocks, 8)).toHaveLength(3)
    expect(mergeMempoolBlocks(blocks, 4).map((tile) => tile.height)).toEqual([
      890449, 890450, 890451,
    ])
    const last = mergeMempoolBlocks(blocks, 2)[1]
    expect(last).toMatchObject({
      blockSize: 1363691 + 1337253,
      blockVSize: 1561502.75,
      nTx: 1981,
      totalFees: 1588575,
      isStack: true,
    })
    expect(last?.feeRange).toHaveLength(14)
    expect(last?.medianFee).toBe((1.004231311706629 + 1.0053475935828877) / 2)
  })
})

function isAscending(values: number[]): boolean {
  return values.every((value, i) => i === 0 || (values[i - 1] ?? -Infinity) <= value)
}
