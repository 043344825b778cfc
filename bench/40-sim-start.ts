// Simulated node: first start of what `npm start` runs at its defaults (the same option parsing and
// simulator settings: busy-day mainnet, testnet and signet), restart from SQLite, and one mined block.
// Also prints what a visitor sees (how many of the latest blocks are full and audited) and the data dir's size.
// CPU time is printed beside wall time: on a shared machine the wall figure mostly measures the neighbours.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseOptions } from '../src/server/cli/options'
import { simNodeOptions } from '../src/server/cli/sim-options'
import { createSimNode } from '../src/server/node'
import type { SimNetwork } from '../src/server/node/types'

/**
 * First start of the three networks on 2 idle cores: 63–77 s with 4 mainnet warm-up blocks, 79 s (77 s CPU)
 * with 8 (the latest 8 mainnet blocks audited).
 */
const FIRST_START_GOAL_S = 90

const dir = mkdtempSync(join(tmpdir(), 'mpw-bench-sim-'))
const options = { ...simNodeOptions({ ...parseOptions([], {}), seed: 42 }, dir), autoRun: false }
const seconds = (ms: number): string => (ms / 1000).toFixed(1)
const cpuSeconds = (since: NodeJS.CpuUsage): string => {
  const used = process.cpuUsage(since)
  return ((used.user + used.system) / 1e6).toFixed(1)
}
const dataDirMb = (): string =>
  (readdirSync(dir).reduce((a, f) => a + statSync(join(dir, f)).size, 0) / 1e6).toFixed(0)

/** How many of the latest blocks are dense (deep history carries ~12 txs a block), their txs, and audits. */
function recentFill(net: SimNetwork): string {
  const recent = net.blocks(undefined, 20)
  const sparse = recent.findIndex((b) => b.tx_count < 100)
  const dense = recent.slice(0, sparse < 0 ? recent.length : sparse)
  const counts = dense.map((b) => b.tx_count)
  const audited = recent.findIndex((b) => net.blockAudit(b.id) === null)
  return (
    `latest ${dense.length} blocks dense (${Math.min(...counts)}–${Math.max(...counts)} txs), ` +
    `latest ${audited < 0 ? recent.length : audited} audited`
  )
}

try {
  let start = performance.now()
  let cpu = process.cpuUsage()
  const first = await createSimNode(options)
  console.log(
    `sim first start (3 networks, npm start defaults): ${seconds(performance.now() - start)} s, ` +
      `CPU ${cpuSeconds(cpu)} s (goal ≤ ${FIRST_START_GOAL_S} s on 2 idle cores), data dir ${dataDirMb()} MB`,
  )
  for (const [name, net] of first.networks) console.log(`  ${name}: ${recentFill(net)}`)
  const mainnet = first.networks.get('mainnet')
  if (!mainnet) throw new Error('no mainnet')
  console.log(
    `  mainnet mempool: ${mainnet.mempoolInfo().size} txs, ${mainnet.mempoolBlocks().length} projected blocks`,
  )
  start = performance.now()
  const block = mainnet.mineBlock()
  console.log(
    `sim mine one block (${block.tx_count} txs, ${block.weight} WU) + event: ${(performance.now() - start).toFixed(0)} ms`,
  )
  first.close()
  start = performance.now()
  cpu = process.cpuUsage()
  const again = await createSimNode(options)
  console.log(
    `sim restart from SQLite: ${seconds(performance.now() - start)} s, CPU ${cpuSeconds(cpu)} s`,
  )
  again.close()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
