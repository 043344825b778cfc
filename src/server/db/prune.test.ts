// Pruning keeps the data dir bounded: below the depth only txs still holding wallet utxos remain, while the
// blocks within the depth stay complete and the chain keeps working (new blocks spend the kept utxos).
import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestNode, type TestNode } from '../node/test-support'

const DEPTH = 4
let t: TestNode
let db: Database.Database

beforeAll(async () => {
  t = await startTestNode({ pruneDepth: DEPTH, seed: 'prune' })
  for (let i = 0; i < 3; i++) t.net.mineBlock()
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

  it('strips the per-tx lists of deep audits but keeps recent ones', () => {
    const deep = db
      .prepare(
        'SELECT count(*) AS audited, max(length(audit)) AS longest FROM blocks WHERE height < ? AND audit IS NOT NULL',
      )
      .get(t.net.tipHeight() - DEPTH + 1) as { audited: number; longest: number | null }
    expect(deep.audited).toBeGreaterThan(0)
    expect(deep.longest ?? 0).toBeLessThanOrEqual(4_096)
    expect(t.net.blockAudit(t.net.tip().id)?.template.length ?? 0).toBeGreaterThan(0)
  })
})
