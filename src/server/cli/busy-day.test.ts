// `npm start`'s defaults give a mainnet on a busy day: a standing backlog of full projected blocks, full mined
// blocks with medians above the minimum fee, fees that differ by priority, RBF and CPFP. The deep sparse history
// is shortened (it plays no part in the market); this is the one full-scale start test (~30 s on an idle
// machine), the parts are tested in sim/fee-market.test.ts and db/prune.test.ts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSimNode } from '../node'
import type { SimNetwork, SimNode } from '../node/types'
import { parseOptions } from './options'
import { FULL_RECENT_BLOCKS, simNodeOptions } from './sim-options'

const dir = mkdtempSync(join(tmpdir(), 'mpw-busy-'))
let node: SimNode
let mainnet: SimNetwork
/** Phases the first start reported as done. */
const finished = new Set<string>()

beforeAll(async () => {
  node = await createSimNode({
    ...simNodeOptions({ ...parseOptions([], {}), seed: 9, networks: ['mainnet'] }, dir),
    historyBlocks: 200,
    onProgress: (_network, phase, fraction) => {
      if (fraction >= 1) finished.add(phase)
    },
    autoRun: false,
    now: () => 1_780_000_000_000,
  })
  mainnet = node.networks.get('mainnet') as SimNetwork
}, 300_000)

afterAll(() => {
  node.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('a default run (npm start, no flags)', () => {
  it('reports the progress of each first-start phase', () => {
    expect([...finished].sort()).toEqual(['history', 'mempool', 'warm-up'])
  })

  it('keeps tens of thousands of txs waiting, at least three full projected blocks of them', () => {
    expect(mainnet.mempoolInfo().size).toBeGreaterThanOrEqual(15_000)
    const full = mainnet.mempoolBlocks().filter((b) => b.blockVSize >= 990_000)
    expect(full.length).toBeGreaterThanOrEqual(3)
  })

  it('recommends fees that differ by priority', () => {
    const f = mainnet.fees()
    expect(f.fastestFee).toBeGreaterThan(f.halfHourFee)
    expect(f.halfHourFee).toBeGreaterThan(f.hourFee)
    expect(f.hourFee).toBeGreaterThan(f.economyFee)
    expect(f.economyFee).toBeGreaterThanOrEqual(f.minimumFee)
  })

  it('shows full recent blocks with real fee stats, and mines full blocks', () => {
    const minimum = mainnet.fees().minimumFee
    const recent = mainnet.blocks(undefined, FULL_RECENT_BLOCKS)
    expect(recent).toHaveLength(FULL_RECENT_BLOCKS)
    for (const b of recent) {
      expect(b.tx_count).toBeGreaterThanOrEqual(1_500)
      expect(b.extras.medianFee).toBeGreaterThan(2 * minimum)
    }
    // what <mempool-eight-blocks> shows was mined from the mempool, so each has an audit
    for (const b of recent.slice(0, 8))
      expect(mainnet.blockAudit(b.id)?.template.length).toBeGreaterThan(1_000)
    const mined = mainnet.mineBlock()
    expect(mined.tx_count).toBeGreaterThanOrEqual(2_000)
    expect(mined.tx_count).toBeLessThanOrEqual(4_000)
    expect(mined.weight).toBeGreaterThanOrEqual(3_900_000)
    expect(mined.weight).toBeLessThanOrEqual(4_000_000)
    expect(mined.extras.medianFee).toBeGreaterThan(2 * minimum)
  })

  it('has replacements and CPFP packages in the mempool', () => {
    expect(mainnet.replacements().length).toBeGreaterThan(0)
    const withCpfp = mainnet
      .mempoolTxids()
      .slice(0, 4_000)
      .some((txid) => (mainnet.cpfp(txid)?.ancestors.length ?? 0) > 0)
    expect(withCpfp).toBe(true)
  })
})
