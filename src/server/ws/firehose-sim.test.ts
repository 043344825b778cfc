// Firehoses, scriptPubKey tracking and pool badges against the real simulator: what its events carry reaches
// the wire in the shapes of reference §1.3, and every simulated pool has its own badge.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AddressTransactionsGroup } from '../../core/api/address'
import type { MempoolTransactions, MempoolTxids } from '../../core/api/mempool-txids'
import { createServerApp, type ServerApp } from '../http/app'
import { defaultLogoSvg, poolLogoSvg } from '../http/pool-logo'
import { createSimNode } from '../node'
import type { SimNetwork, SimNode } from '../node/types'
import { MAX_TRACKED_ADDRESSES } from './limits'
import { connectClient } from './testing/ws-client'

let dataDir: string
let node: SimNode
let net: SimNetwork
let server: ServerApp

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mpw-firehose-'))
  node = await createSimNode({ dataDir, seed: 23, networks: ['mainnet'], historyBlocks: 30, autoRun: false, now: () => 1_750_000_000_000 })
  const mainnet = node.networks.get('mainnet')
  if (!mainnet) throw new Error('no mainnet')
  net = mainnet
  server = await createServerApp({ networks: node.networks })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
}, 120_000)

afterAll(async () => {
  await server.app.close()
  node.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('firehoses on the simulator', () => {
  it('a mined block reaches mempool-txids, mempool-transactions and multi-scriptpubkey-transactions', async () => {
    const address = server.app.server.address()
    const c = await connectClient(`ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/ws`)
    const projected = net.projectedBlockTxs(0)
    const next = 'blockTransactions' in projected ? projected.blockTransactions.slice(0, MAX_TRACKED_ADDRESSES) : []
    expect(next.length).toBeGreaterThan(0)
    const scripts = [...new Set(next.map(([txid]) => net.tx(txid)?.vout[0]?.scriptpubkey ?? ''))].filter((s) => s !== '')
    c.send({ 'track-mempool-txids': true, 'track-mempool': true, 'track-scriptpubkeys': scripts.map((s) => s.toUpperCase()) })
    c.send({ action: 'ping' })
    expect(await c.next()).toEqual({ pong: true })

    const block = net.mineBlock()
    const frame = await c.next()
    const blockTxids = net.blockTxids(block.id) ?? []
    const txids = frame['mempool-txids'] as MempoolTxids
    expect(txids.mined).toEqual(blockTxids)
    expect(txids.added).toEqual([])
    const full = frame['mempool-transactions'] as MempoolTransactions
    expect(full.mined).toEqual(blockTxids)
    expect(full.sequence).toBe(txids.sequence)
    const news = frame['multi-scriptpubkey-transactions'] as Record<string, AddressTransactionsGroup>
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
    const pools = net.poolList()
    expect(pools.length).toBeGreaterThan(1)
    for (const pool of pools) {
      const res = await server.app.inject(`/resources/mining-pools/${pool.slug}.svg`)
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(poolLogoSvg(pool, 'dark'))
      expect(res.body).not.toBe(defaultLogoSvg('dark'))
    }
  })

  it('the pool of every recent block resolves to a badge', async () => {
    for (const block of net.blocks(undefined, 15)) {
      const slug = block.extras?.pool?.slug
      expect(slug).toBeDefined()
      const res = await server.app.inject(`/resources/mining-pools/${slug ?? ''}.svg`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    }
  })
})
