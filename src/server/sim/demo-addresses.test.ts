// The README lists the demo addresses; this keeps that list true, and proves the addresses have history.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { NetworkName } from '../node/types'
import { startTestNode } from '../node/test-support'
import { createWallets, DEMO_WALLET_SEED, demoAddressesOf } from './wallets'

const readme = readFileSync('README.md', 'utf8')

describe('demo addresses', () => {
  for (const network of ['mainnet', 'testnet', 'signet'] as NetworkName[]) {
    it(`${network}: the README lists exactly the simulated demo addresses`, () => {
      const addresses = demoAddressesOf(createWallets(DEMO_WALLET_SEED, network))
      expect(addresses).toHaveLength(5)
      for (const address of addresses) expect(readme).toContain(`  ${address}\n`)
    })
  }

  it('have history on a node whatever its seed', async () => {
    const addresses = demoAddressesOf(createWallets(DEMO_WALLET_SEED, 'mainnet'))
    for (const seed of ['first-seed', 'second-seed']) {
      const { net, cleanup } = await startTestNode({ seed })
      try {
        const txCounts = addresses.map((address) => {
          const info = net.address(address)
          return (info?.chain_stats.tx_count ?? 0) + (info?.mempool_stats.tx_count ?? 0)
        })
        // every demo address has been used in the simulated history
        expect(txCounts.every((count) => count > 0)).toBe(true)
      } finally {
        cleanup()
      }
    }
  })
})
