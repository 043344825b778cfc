// A data dir built with the old demo wallet keys (private keys derivable from the public seed) is rebuilt on
// start rather than resumed: none of its coins would belong to a wallet, and anyone could sign them.
import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startTestNode } from './test-support'

describe('wallet scheme of stored data', () => {
  it('resumes data of the current wallets and rebuilds data stored without the scheme', async () => {
    const first = await startTestNode({ seed: 'scheme' })
    const built = first.net.tip()
    const mined = first.net.mineBlock()
    first.node.close()

    const resumed = await startTestNode({ seed: 'scheme', dataDir: first.dir })
    expect(resumed.net.tip().id).toBe(mined.id)
    resumed.node.close()

    // as written before the scheme existed
    const db = new Database(join(first.dir, 'mainnet.sqlite'))
    db.prepare("DELETE FROM meta WHERE key = 'wallets'").run()
    db.close()
    const rebuilt = await startTestNode({ seed: 'other-seed', dataDir: first.dir })
    try {
      // same stored seed and clock: the first start's chain again, without the block mined afterwards
      expect(rebuilt.net.tip().id).toBe(built.id)
      expect(rebuilt.net.blockByHash(mined.id)).toBeNull()
    } finally {
      rebuilt.cleanup()
    }
  }, 120_000)
})
