import { describe, expect, it, vi } from 'vitest'
import type { BlockExtended } from '../../core'
import { BlockCache, groupHeights, KEEP_RECENT_BLOCKS, PRUNE_ABOVE } from './block-cache'

const block = (height: number, id = `hash-${height}`): BlockExtended =>
  ({
    id,
    height,
    timestamp: 0,
    tx_count: 1,
    size: 1,
    weight: 4,
    extras: { medianFee: 1, feeRange: [1], totalFees: 0, reward: 0 },
  }) as unknown as BlockExtended

/** A server answering `/api/v1/blocks/{top}`: 15 blocks descending from min(top, tip). */
function server(tip: number) {
  return vi.fn(async (top: number) => {
    const from = Math.min(top, tip)
    const list: BlockExtended[] = []
    for (let h = from; h > from - 15 && h >= 0; h--) list.push(block(h))
    return list
  })
}

describe('groups of 10 heights', () => {
  it('rounds up to the next multiple of 10 and takes the 10 heights below it', () => {
    expect(groupHeights(837_045)).toEqual([
      837_050, 837_049, 837_048, 837_047, 837_046, 837_045, 837_044, 837_043, 837_042, 837_041,
    ])
    expect(groupHeights(837_050)[0]).toBe(837_050)
    expect(groupHeights(837_051)[9]).toBe(837_051)
    expect(groupHeights(3)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(groupHeights(0)).toEqual([0])
  })

  it('asks once per group, keeps only that group of the 15 returned, and never asks again for it', async () => {
    const fetch = server(1000)
    const cache = new BlockCache(fetch)
    cache.setTip(1000)
    await Promise.all([cache.load(905), cache.load(901)])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith(910)
    for (let h = 901; h <= 910; h++) expect(cache.get(h)?.height).toBe(h)
    expect(cache.get(900)).toBeUndefined()
    expect(cache.get(911)).toBeUndefined()
    await cache.load(907)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('marks heights loading while the request runs and failed when they did not come back', async () => {
    let answer: (blocks: BlockExtended[]) => void = () => {}
    const cache = new BlockCache(() => new Promise((resolve) => (answer = resolve)))
    cache.setTip(100)
    const done = cache.load(55)
    expect(cache.isLoading(51)).toBe(true)
    expect(cache.isLoading(60)).toBe(true)
    answer([block(60), block(59)])
    await done
    expect(cache.isLoading(51)).toBe(false)
    expect(cache.get(60)).toBeDefined()
    expect(cache.hasFailed(51)).toBe(true)
    expect(cache.hasFailed(60)).toBe(false)
  })

  it('survives a failing request', async () => {
    const cache = new BlockCache(() => Promise.reject(new Error('offline')))
    await cache.load(20)
    expect(cache.size).toBe(0)
    expect(cache.hasFailed(20)).toBe(true)
  })

  it('loads failed heights again after retryFailed, and tells its listeners', async () => {
    let up = false
    const fetch = vi.fn((top: number) =>
      up ? server(100)(top) : Promise.reject(new Error('offline')),
    )
    const cache = new BlockCache(fetch)
    await cache.load(20)
    const heard = vi.fn()
    cache.subscribe(heard)
    cache.retryFailed()
    expect(heard).toHaveBeenCalledTimes(1)
    expect(cache.hasFailed(20)).toBe(false)
    up = true
    await cache.load(20)
    expect(cache.get(20)?.height).toBe(20)
  })
})

describe('pruning', () => {
  it('keeps at most 550 priorities, dropping the least recently added blocks first', () => {
    const cache = new BlockCache(server(0))
    cache.setTip(10_000)
    const blocks: BlockExtended[] = []
    for (let h = 1; h <= 600; h++) blocks.push(block(h))
    cache.add(blocks)
    expect(cache.queuedPriorities).toBe(PRUNE_ABOVE)
    expect(cache.size).toBe(PRUNE_ABOVE)
    expect(cache.get(50)).toBeUndefined()
    expect(cache.get(51)).toBeDefined()
    expect(cache.get(600)).toBeDefined()
  })

  it('never prunes blocks within 50 of the tip', () => {
    const cache = new BlockCache(server(0))
    cache.setTip(1000)
    const recent: BlockExtended[] = []
    for (let h = 1000; h > 1000 - KEEP_RECENT_BLOCKS; h--) recent.push(block(h))
    cache.add(recent)
    const old: BlockExtended[] = []
    for (let h = 1; h <= 600; h++) old.push(block(h))
    cache.add(old)
    for (let h = 1000; h > 1000 - KEEP_RECENT_BLOCKS; h--) expect(cache.get(h)).toBeDefined()
    expect(cache.get(1000 - KEEP_RECENT_BLOCKS)).toBeUndefined()
    expect(cache.size).toBe(PRUNE_ABOVE)
  })

  it('counts a block added twice as two priorities, so it outlives one pruning pass', () => {
    const cache = new BlockCache(server(0))
    cache.setTip(10_000)
    cache.add([block(1)])
    cache.add([block(1, 'reorged')])
    const more: BlockExtended[] = []
    for (let h = 2; h <= PRUNE_ABOVE; h++) more.push(block(h))
    cache.add(more)
    expect(cache.queuedPriorities).toBe(PRUNE_ABOVE)
    expect(cache.get(1)?.id).toBe('reorged')
  })

  it('tells listeners about new blocks and resets', () => {
    const cache = new BlockCache(server(0))
    const listener = vi.fn()
    cache.subscribe(listener)
    cache.add([block(5)])
    cache.add([block(5)])
    expect(listener).toHaveBeenCalledTimes(1)
    cache.reset()
    expect(cache.size).toBe(0)
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
