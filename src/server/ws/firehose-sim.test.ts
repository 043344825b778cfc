// Firehoses, scriptPubKey tracking and pool badges against the real simulator: what its events carry reaches
// the wire in the shapes of reference §1.3, and every simulated pool has its own badge.
import { describe, expect, it } from 'vitest'
import type { AddressTransactionsGroup, MempoolTransactions, MempoolTxids } from '../../core/wire'
import { startSimServerForFile } from '../http/testing/sim-server'
import { defaultLogoSvg, poolLogoSvg } from '../http/pool-logo'
import { MAX_TRACKED_ADDRESSES } from './limits'
import { connectClient } from './testing/ws-client'

const sim = startSimServerForFile({ seed: 23, historyBlocks: 130 })

describe('firehoses on the simulator', () => {
  it('a mined block reaches mempool-txids, mempool-transactions and multi-scriptpubkey-transactions', async () => {
    const c = await connectClient(sim.wsUrl)
    const projected = sim.net.projectedBlockTxs(0)
    const next =
      'blockTransactions' in projected
        ? projected.blockTransactions.slice(0, MAX_TRACKED_ADDRESSES)
        : []
    expect(next.length).toBeGreaterThan(0)
    const scripts = [
      ...new Set(next.map(([txid]) => sim.net.tx(txid)?.vout[0]?.scriptpubkey ?? '')),
    ].filter((s) => s !== '')
    c.send({
      'track-mempool-txids': true,
      'track-mempool': true,
      'track-scriptpubkeys': scripts.map((s) => s.toUpperCase()),
    })
    c.send({ action: 'ping' })
    expect(await c.next()).toEqual({ pong: true })

    const block = sim.net.mineBlock()
    const frame = await c.next()
    const blockTxids = sim.net.blockTxids(block.id) ?? []
    const txids = frame['mempool-txids'] as MempoolTxids
    expect(txids.mined).toEqual(blockTxids)
    expect(txids.added).toEqual([])
    const full = frame['mempool-transactions'] as MempoolTransactions
    expect(full.mined).toEqual(blockTxids)
    expect(full.sequence).toBe(txids.sequence)
    const news = frame['multi-scriptpubkey-transactions'] as Record<
      string,
      AddressTransactionsGroup
    >
    expect(Object.keys(news).length).toBeGreaterThan(0)
    for (const [script, group] of Object.entries(news)) {
      expect(scripts).toContain(script)
      expect(group.confirmed.length).toBeGreaterThan(0)
      for (const tx of group.confirmed) expect(blockTxids).toContain(tx.txid)
    }
    c.socket.terminate()
  })
})

describe('pool badges on the simulator', () => {
  it('every simulated pool has its own badge (not the default one)', async () => {
    const pools = sim.net.poolList()
    expect(pools.length).toBeGreaterThan(1)
    for (const pool of pools) {
      const res = await sim.server.app.inject(`/resources/mining-pools/${pool.slug}.svg`)
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(poolLogoSvg(pool, 'dark'))
      expect(res.body).not.toBe(defaultLogoSvg('dark'))
    }
  })

  it('the pool of every recent block resolves to a badge', async () => {
    for (const block of sim.net.blocks(undefined, 15)) {
      const slug = block.extras?.pool?.slug
      expect(slug).toBeDefined()
      const res = await sim.server.app.inject(`/resources/mining-pools/${slug ?? ''}.svg`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    }
  })
})
