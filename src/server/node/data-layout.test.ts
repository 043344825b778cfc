// A data dir stored before every block kept its summary (its pruned blocks could not answer /summary) is
// rebuilt on start from its stored seed; one of the current layout is resumed.
import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NetworkStore } from '../db/network-store'
import { startTestNode } from './test-support'

describe('layout of stored data', () => {
  it('rebuilds data stored without block summaries', async () => {
    const first = await startTestNode({ seed: 'layout' })
    const built = first.net.tip()
    const mined = first.net.mineBlock()
    first.node.close()

    // as written before summaries were stored
    const db = new Database(join(first.dir, 'mainnet.sqlite'))
    db.prepare("DELETE FROM meta WHERE key = 'layout'").run()
    db.prepare('UPDATE blocks SET summary = NULL').run()
    db.close()
    const rebuilt = await startTestNode({ seed: 'other-seed', dataDir: first.dir })
    try {
      // same stored seed and clock: the first start's chain again, without the block mined afterwards
      expect(rebuilt.net.tip().id).toBe(built.id)
      expect(rebuilt.net.blockByHash(mined.id)).toBeNull()
      const store = new NetworkStore(new Database(join(first.dir, 'mainnet.sqlite')))
      for (const b of rebuilt.net.blocks(undefined, 30))
        expect(store.blockSummary(b.height)?.length).toBe(b.tx_count)
      store.db.close()
    } finally {
      rebuilt.cleanup()
    }
  }, 120_000)
})
