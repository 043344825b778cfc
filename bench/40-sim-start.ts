// Simulated node: first start (2,116-block history on mainnet, testnet and signet, with the README defaults
// of 120 s blocks and 4 tx/s), restart from SQLite, and one mined block with its event.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSimNode } from '../src/server/node'

const dir = mkdtempSync(join(tmpdir(), 'mpw-bench-sim-'))
const options = { dataDir: dir, seed: 42, blockIntervalS: 120, txRate: 4, autoRun: false }
try {
  let start = performance.now()
  const first = await createSimNode(options)
  console.log(
    `sim first start (3 networks, 2,116 blocks each): ${((performance.now() - start) / 1000).toFixed(1)} s`,
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
