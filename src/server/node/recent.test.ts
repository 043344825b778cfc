// `transactions` (init / want stats) and /mempool/recent list the newest mempool txs, also right after a
// restart, before any new tx arrived.
import { describe, expect, it } from 'vitest'
import type { SimNetwork } from './types'
import { startTestNode } from './test-support'

/** The n greatest first-seen times (unix s) among the mempool txs, newest first. */
function newestTimes(net: SimNetwork, n: number): number[] {
  return net
    .transactionTimes(net.mempoolTxids())
    .sort((a, b) => b - a)
    .slice(0, n)
}

function expectNewest(net: SimNetwork): void {
  const recent = net.mempoolRecent()
  const latest = net.latestTransactions()
  expect(recent).toHaveLength(10)
  expect(latest).toHaveLength(6)
  expect(net.transactionTimes(recent.map((t) => t.txid))).toEqual(newestTimes(net, 10))
  expect(net.transactionTimes(latest.map((t) => t.txid))).toEqual(newestTimes(net, 6))
  for (const t of latest) {
    const tx = net.tx(t.txid)
    expect(tx?.status.confirmed).toBe(false)
    expect(t.vsize).toBe((tx?.weight ?? 0) / 4)
    expect(t.rate).toBeCloseTo((tx?.fee ?? 0) / ((tx?.weight ?? 0) / 4), 9)
  }
  expect(net.initData().transactions).toEqual(latest)
}

describe('newest mempool transactions', () => {
  it('are the newest by first-seen time on a fresh node and after a restart', async () => {
    const first = await startTestNode({ seed: 'recent-restart' })
    const dir = first.dir
    try {
      expect(first.net.mempoolTxids().length).toBeGreaterThan(10)
      expectNewest(first.net)
    } finally {
      first.node.close()
    }
    const second = await startTestNode({ seed: 'recent-restart', dataDir: dir })
    try {
      expectNewest(second.net)
    } finally {
      second.cleanup()
    }
  }, 120_000)
})
