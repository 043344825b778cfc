// Simulated node: first start of what `npm start` runs at its defaults (the same option parsing and
// simulator settings: busy-day mainnet, testnet and signet), restart from SQLite, and one mined block.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseOptions } from '../src/server/cli/options'
import { simNodeOptions } from '../src/server/cli/sim-options'
import { createSimNode } from '../src/server/node'

const dir = mkdtempSync(join(tmpdir(), 'mpw-bench-sim-'))
const options = { ...simNodeOptions({ ...parseOptions([], {}), seed: 42 }, dir), autoRun: false }
try {
  let start = performance.now()
  const first = await createSimNode(options)
  console.log(
    `sim first start (3 networks, npm start defaults): ${((performance.now() - start) / 1000).toFixed(1)} s`,
  )
  const mainnet = first.networks.get('mainnet')
  if (!mainnet) throw new Error('no mainnet')
  console.log(
    `  mainnet mempool: ${mainnet.mempoolInfo().size} txs, ${mainnet.mempoolBlocks().length} projected blocks`,
  )
  start = performance.now()
  const block = mainnet.mineBlock()
  console.log(
    `sim mine one block (${block.tx_count} txs) + event: ${(performance.now() - start).toFixed(0)} ms`,
  )
  first.close()
  start = performance.now()
  const again = await createSimNode(options)
  console.log(`sim restart from SQLite: ${((performance.now() - start) / 1000).toFixed(1)} s`)
  again.close()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
