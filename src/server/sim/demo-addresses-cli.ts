// Prints the demo wallet addresses of each simulated network (the same on every install):
//   npx tsx src/server/sim/demo-addresses-cli.ts
import type { NetworkName } from '../node/types'
import { createWallets, DEMO_WALLET_SEED, demoAddressesOf } from './wallets'

for (const network of ['mainnet', 'testnet', 'signet'] as NetworkName[]) {
  console.log(`${network}:`)
  for (const address of demoAddressesOf(createWallets(DEMO_WALLET_SEED, network)))
    console.log(`  ${address}`)
}
