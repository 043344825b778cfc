import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockSubsidySats } from '../../core/wire'
import type { SimNetwork } from './types'
import { startTestNode, TEST_HISTORY_BLOCKS, type TestNode } from './test-support'

let t: TestNode
let net: SimNetwork

beforeAll(async () => {
  t = await startTestNode({ seed: 'mining' })
  net = t.net
}, 120_000)
afterAll(() => t.cleanup())

describe('mining answers', () => {
  it('splits the blocks of an interval among the pools that mined them', () => {
    const all = net.pools('all')
    expect(all.blockCount).toBe(TEST_HISTORY_BLOCKS)
    expect(all.pools.reduce((a, p) => a + p.blockCount, 0)).toBe(TEST_HISTORY_BLOCKS)
    expect(all.pools.map((p) => p.rank)).toEqual(all.pools.map((_, i) => i + 1))
    expect(all.lastEstimatedHashrate).toBeGreaterThan(0)
    const top = all.pools[0]
    const detail = net.pool(top?.slug ?? '')
    expect(detail?.blockCount.all).toBe(top?.blockCount)
    const mined = net.poolBlocks(top?.slug ?? '') ?? []
    expect(mined.length).toBe(top?.blockCount)
    expect(mined.every((b) => b.extras.pool?.slug === top?.slug)).toBe(true)
    expect(net.pool('no-such-pool')).toBeNull()
  })

  it('sums rewards and fees over the last blocks', () => {
    const stats = net.rewardStats(10)
    const blocks = net.blocks(undefined, 10)
    expect(stats.endBlock).toBe(net.tipHeight())
    expect(stats.startBlock).toBe(net.tipHeight() - 9)
    expect(stats.totalFee).toBe(blocks.reduce((a, b) => a + b.extras.totalFees, 0))
    expect(stats.totalReward).toBe(
      blocks.reduce((a, b) => a + blockSubsidySats(b.height) + b.extras.totalFees, 0),
    )
    expect(stats.totalTx).toBe(blocks.reduce((a, b) => a + b.tx_count, 0))
  })

  it('charts every block of the interval once', () => {
    const fees = net.blockFees('all')
    expect(fees.length).toBeGreaterThan(0)
    const sizes = net.blockSizesWeights('all')
    expect(sizes.sizes.length).toBe(fees.length)
    const hashrate = net.hashrate('all')
    expect(hashrate.currentDifficulty).toBe(net.tip().difficulty)
    expect(hashrate.difficulty[0]?.height).toBe(net.tipHeight() - (TEST_HISTORY_BLOCKS - 1))
    expect(net.blockPredictions('all').length).toBe(net.auditScores().length)
  })
})
