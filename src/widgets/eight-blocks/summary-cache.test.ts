import { describe, expect, it } from 'vitest'
import type { GraphTx } from '../block-graph/graph-types'
import { SummaryCache } from './summary-cache'

const txs = (hash: string) => [{ txid: `${hash}-tx` } as GraphTx]

function counting(fail: ReadonlySet<string> = new Set()) {
  const asked: string[] = []
  const cache = new SummaryCache(async (hash) => {
    asked.push(hash)
    if (fail.has(hash)) throw new Error('500')
    return txs(hash)
  })
  return { cache, asked }
}

describe('SummaryCache', () => {
  it('fetches each block once while it stays in the list and answers in list order', async () => {
    const { cache, asked } = counting()
    await cache.load(['c', 'b', 'a'])
    const results = await cache.load(['d', 'c', 'b'])
    expect(asked).toEqual(['c', 'b', 'a', 'd'])
    expect(results).toEqual([{ txs: txs('d') }, { txs: txs('c') }, { txs: txs('b') }])
  })

  it('drops the blocks that left the list, so one coming back is fetched again', async () => {
    const { cache, asked } = counting()
    await cache.load(['c', 'b', 'a'])
    await cache.load(['d', 'c', 'b'])
    expect(cache.cachedHashes().sort()).toEqual(['b', 'c', 'd'])
    await cache.load(['c', 'b', 'a'])
    expect(asked).toEqual(['c', 'b', 'a', 'd', 'a'])
  })

  it('shares a request still running and waits for every block', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const asked: string[] = []
    const cache = new SummaryCache(async (hash) => {
      asked.push(hash)
      await gate
      return txs(hash)
    })
    const first = cache.load(['b', 'a'])
    const second = cache.load(['b', 'a'])
    let settled = false
    void second.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    release()
    expect(await second).toEqual(await first)
    expect(asked).toEqual(['b', 'a'])
  })

  it('reports a failed block and asks for it again next time', async () => {
    const { cache, asked } = counting(new Set(['b']))
    const results = await cache.load(['b', 'a'])
    expect('error' in results[0]!).toBe(true)
    expect(results[1]).toEqual({ txs: txs('a') })
    await Promise.resolve()
    await cache.load(['b', 'a'])
    expect(asked).toEqual(['b', 'a', 'b'])
  })
})
