// At `npm start`'s rates (7 tx/s, 600 s blocks) mined blocks look like mainnet's: thousands of txs filling the
// weight limit, an audit for every block mined since start whose lists agree with the block, summaries whose
// TransactionClassified fields are exact, and a mix of flags for the goggles to filter.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BlockExtended, TxFlagName } from '../../core/wire'
import { hasFlag } from '../../core/wire'
import { openNetworkDb } from '../db/schema'
import { createPriceSeries } from '../sim/price'
import { MAX_BLOCK_WEIGHT_WU } from '../template'
import { bootstrap } from './bootstrap'
import { createNetwork } from './network'
import { NetworkSim } from './network-sim'
import { fullRbfBefore, poolPayout, prioritizeCheap, sigopHeavy } from './pool-choices'
import { FIXED_NOW_MS, TEST_HISTORY_BLOCKS } from './test-support'
import { POOLS, type PoolDef } from '../sim/pools'

const WARM_UP = 2
let dir: string
let sim: NetworkSim
let net: ReturnType<typeof createNetwork>
let live: BlockExtended[]

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mpw-realism-'))
  const db = openNetworkDb(dir, 'mainnet')
  sim = new NetworkSim(
    {
      network: 'mainnet',
      seed: 'realism',
      intervalS: 600,
      txRate: 7,
      historyBlocks: TEST_HISTORY_BLOCKS,
      warmupBlocks: WARM_UP,
      historyTxsPerBlock: 12,
      fullHistoryBlocks: 0,
      backlogBlocks: 0,
      pruneDepth: 0,
      maxMempoolVsize: 300_000_000,
      activity: 1,
      now: () => FIXED_NOW_MS,
      skipSignatureChecks: true,
    },
    db,
  )
  await bootstrap(sim)
  net = createNetwork(sim, createPriceSeries('realism'))
  live = [net.mineBlock()]
}, 120_000)

afterAll(() => {
  sim.store.db.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('blocks mined at the default rates', () => {
  it('fill the weight limit with over a thousand txs', () => {
    const block = live[0] as BlockExtended
    expect(block.tx_count).toBeGreaterThanOrEqual(1_000)
    expect(block.weight).toBeGreaterThanOrEqual(0.95 * MAX_BLOCK_WEIGHT_WU)
    expect(block.weight).toBeLessThanOrEqual(MAX_BLOCK_WEIGHT_WU)
  })

  it('each have an audit and a summary of every tx (warm-up and live)', () => {
    const mined = net.blocks(undefined, WARM_UP + live.length)
    expect(mined).toHaveLength(WARM_UP + live.length)
    for (const b of mined) {
      const summary = net.blockSummary(b.id)
      expect(summary?.map((t) => t.txid)).toEqual(net.blockTxids(b.id))
      expect(net.blockAudit(b.id)?.id).toBe(b.id)
      expect(b.extras.matchRate).toBeTypeOf('number')
    }
  })

  it('have audits whose lists agree with the block and its template', () => {
    for (const b of net.blocks(undefined, WARM_UP + live.length)) {
      const audit = net.blockAudit(b.id)
      const inBlock = new Set(net.blockTxids(b.id))
      const inTemplate = new Set(audit?.template.map((t) => t.txid))
      expect(inTemplate.size).toBe(audit?.template.length)
      for (const txid of [...(audit?.addedTxs ?? []), ...(audit?.unseenTxs ?? [])]) {
        expect(inBlock.has(txid)).toBe(true)
        expect(inTemplate.has(txid)).toBe(false)
      }
      for (const txid of audit?.prioritizedTxs ?? []) expect(inBlock.has(txid)).toBe(true)
      const absent = [
        ...(audit?.missingTxs ?? []),
        ...(audit?.freshTxs ?? []),
        ...(audit?.sigopTxs ?? []),
        ...(audit?.fullrbfTxs ?? []),
      ]
      for (const txid of absent) {
        expect(inTemplate.has(txid)).toBe(true)
        expect(inBlock.has(txid)).toBe(false)
      }
    }
  })

  it('summarize each tx with exact TransactionClassified fields', () => {
    const block = live[0] as BlockExtended
    const summary = net.blockSummary(block.id) ?? []
    expect(summary[0]).toMatchObject({ fee: 0, rate: 0 })
    expect(summary[0]?.time).toBeUndefined()
    for (const t of summary.slice(1, 200)) {
      expect(Object.keys(t).sort()).toEqual([
        'fee',
        'flags',
        'rate',
        'time',
        'txid',
        'value',
        'vsize',
      ])
      const tx = net.tx(t.txid)
      expect(t.fee).toBe(tx?.fee)
      expect(t.vsize).toBe((tx?.weight ?? 0) / 4)
      expect(t.value).toBe(tx?.vout.reduce((a, o) => a + o.value, 0))
      // the effective rate: a tx paid for by its child mines above its own rate, any other at it
      if (!hasFlag(t.flags, 'cpfp_parent') && !hasFlag(t.flags, 'cpfp_child'))
        expect(t.rate).toBeCloseTo(t.fee / t.vsize, 6)
      expect(net.blockTxSummary(block.id, t.txid)).toEqual(t)
    }
  })

  it('carry a mix of flags for the goggles', () => {
    const summary = net.blockSummary((live[0] as BlockExtended).id) ?? []
    const wanted: TxFlagName[] = [
      'rbf',
      'no_rbf',
      'v1',
      'v2',
      'p2pkh',
      'p2sh',
      'p2wpkh',
      'p2wsh',
      'p2tr',
      'op_return',
      'inscription',
      'coinjoin',
      'consolidation',
      'batch_payout',
      'cpfp_parent',
      'cpfp_child',
      'sighash_all',
      'sighash_default',
    ]
    for (const flag of wanted) {
      const share = summary.filter((t) => hasFlag(t.flags, flag)).length / summary.length
      expect(share, flag).toBeGreaterThan(0.001)
      expect(share, flag).toBeLessThan(0.98)
    }
  })
})

describe("a pool's own choices", () => {
  it('skips txs whose sigop cost outweighs their size', () => {
    const heavy = sigopHeavy(sim, net.mempoolTxids())
    expect(heavy.size).toBeGreaterThan(0)
    for (const txid of heavy) {
      const e = sim.graph.get(txid)
      expect((e?.sigops ?? 0) * 5).toBeGreaterThan(e?.vsize ?? 0)
    }
  })

  it('mines a full-RBF replacement of a tx that did not signal', () => {
    const before = net.mempoolTxids()
    const rbf = fullRbfBefore(sim, before, sim.nowS())
    expect(rbf).not.toBeNull()
    expect(sim.graph.has(rbf?.original ?? '')).toBe(false)
    expect(sim.graph.get(rbf?.replacement ?? '')?.replacement).toBe(true)
    expect(sim.store.replacedBy(rbf?.original ?? '')?.full_rbf).toBe(1)
  })

  it('puts the cheapest txs first when prioritizing', () => {
    const chosen = net.mempoolTxids().filter((t) => sim.graph.get(t)?.parents.size === 0)
    const rate = (t: string): number =>
      (sim.graph.get(t)?.fee ?? 0) / (sim.graph.get(t)?.vsize ?? 1)
    const cheapest = Math.min(...chosen.map(rate))
    const moved = prioritizeCheap(sim, chosen, 0, 2)
    expect(moved).toHaveLength(2)
    expect(chosen.slice(0, 2)).toEqual(moved)
    expect(rate(moved[0] as string)).toBe(cheapest)
  })

  // last: the payout claims wallet coins for a block that this test never connects
  it("builds the pool's payout outside the mempool, from the pool's own coins", () => {
    const pool = POOLS[0] as PoolDef
    const wallet = sim.wallets.poolWallet.get(pool.uniqueId) as number
    const key = sim.wallets.wallets[wallet]?.keys[0]
    // a short test chain's pool coins are immature coinbases: give the pool a spendable one
    const coin = { txid: 'cd'.repeat(32), vout: 0, value: 1e9, height: sim.chain.tipHeight - 5 }
    if (key) sim.pool.add({ ...coin, key, coinbase: false })
    const payout = poolPayout(sim, pool, sim.chain.tipHeight + 1, new Set())
    expect(payout?.first).toBe(true)
    expect(sim.graph.has(payout?.tx.txid ?? '')).toBe(false)
    expect(hasFlag(payout?.tx.flags ?? 0, 'batch_payout')).toBe(true)
    expect(payout?.tx.firstSeen).toBeUndefined()
    expect(payout?.tx.tx.ins.map((i) => Buffer.from(i.hash).reverse().toString('hex'))).toContain(
      coin.txid,
    )
    const change = payout?.tx.tx.outs.at(-1)?.script ?? new Uint8Array()
    expect(sim.wallets.byScript.get(Buffer.from(change).toString('hex'))?.wallet).toBe(wallet)
    expect(sim.pool.get(coin.txid, 0)).toBeUndefined()
  })
})
