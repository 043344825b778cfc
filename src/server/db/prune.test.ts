// Pruning keeps the data dir bounded: below the depth only txs still holding wallet utxos remain, while the
// blocks within the depth stay complete and the chain keeps working (new blocks spend the kept utxos).
import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestNode, type TestNode } from '../node/test-support'
import { NetworkStore } from './network-store'

const DEPTH = 4
let t: TestNode
let db: Database.Database
/** Summaries and audits of the blocks mined at start, read before their txs are pruned. */
const before = new Map<number, { summary: unknown; audit: unknown }>()

beforeAll(async () => {
  t = await startTestNode({ pruneDepth: DEPTH, seed: 'prune' })
  for (const b of t.net.blocks(undefined, DEPTH).filter((x) => x.extras.matchRate !== undefined))
    before.set(b.height, {
      summary: structuredClone(t.net.blockSummary(b.id)),
      audit: structuredClone(t.net.blockAudit(b.id)),
    })
  for (let i = 0; i < DEPTH + 1; i++) t.net.mineBlock()
  db = new Database(join(t.dir, 'mainnet.sqlite'), { readonly: true })
}, 120_000)

afterAll(() => {
  db.close()
  t.cleanup()
})

describe('pruneBelow', () => {
  it('leaves below the depth only txs that still hold a wallet utxo, and only such outputs', () => {
    const below = t.net.tipHeight() - DEPTH + 1
    const bare = db
      .prepare(
        `SELECT count(*) AS n FROM txs t WHERE t.state = 1 AND t.pos > 0 AND t.height < ?
         AND NOT EXISTS (SELECT 1 FROM outputs o WHERE o.txid = t.txid)`,
      )
      .get(below) as { n: number }
    expect(bare.n).toBe(0)
    const dead = db
      .prepare(
        `SELECT count(*) AS n FROM outputs o JOIN txs t ON t.txid = o.txid
         WHERE t.state = 1 AND t.height < @below AND (o.wallet IS NULL OR EXISTS
           (SELECT 1 FROM txs s WHERE s.txid = o.spent_txid AND s.state = 1 AND s.height < @below))`,
      )
      .get({ below }) as { n: number }
    expect(dead.n).toBe(0)
    const kept = db
      .prepare('SELECT count(*) AS n FROM txs WHERE state = 1 AND pos > 0 AND height < ?')
      .get(below) as { n: number }
    const made = t.net
      .blocks(undefined, 200)
      .filter((b) => b.height < below)
      .reduce((a, b) => a + b.tx_count - 1, 0)
    expect(kept.n).toBeGreaterThan(0)
    expect(kept.n).toBeLessThan(made)
  })

  it('keeps the blocks within the depth complete, with the prevouts of their inputs', () => {
    for (const b of t.net.blocks(undefined, DEPTH)) {
      const rows = db.prepare('SELECT count(*) AS n FROM txs WHERE height = ?').get(b.height) as {
        n: number
      }
      expect(rows.n).toBe(b.tx_count)
      for (const tx of t.net.blockTxs(b.id, 0, 25) ?? [])
        for (const vin of tx.vin) if (!vin.is_coinbase) expect(vin.prevout).not.toBeNull()
    }
  })

  it('answers the same summary and audit for a block after its tx rows are pruned', () => {
    const store = new NetworkStore(db)
    expect(before.size).toBeGreaterThan(0)
    for (const [height, kept] of before) {
      const rows = db.prepare('SELECT count(*) AS n FROM txs WHERE height = ?').get(height) as {
        n: number
      }
      const block = t.net.blocks(height, 1)[0]
      expect(rows.n).toBeLessThan(block?.tx_count ?? 0)
      expect(store.blockSummary(height)).toEqual(kept.summary)
      expect(store.blockAudit(height)).toEqual(kept.audit)
    }
  })

  it('keeps a full summary for every block, pruned or not', () => {
    const store = new NetworkStore(db)
    for (const b of t.net.blocks(undefined, 200)) {
      const summary = store.blockSummary(b.height)
      expect(summary?.length).toBe(b.tx_count)
      expect(summary?.[0]?.txid).toBe(t.net.blockTxids(b.id)?.[0])
    }
  })
})
