// Prints the demo wallet addresses of each simulated network for a seed:
//   npx tsx src/server/sim/demo-addresses-cli.ts 42
import type { NetworkName } from '../node/types'
import { createWallets, demoAddressesOf } from './wallets'

const seed = process.argv[2] ?? '42'
for (const network of ['mainnet', 'testnet', 'signet'] as NetworkName[]) {
  console.log(`${network}:`)
  for (const address of demoAddressesOf(createWallets(seed, network))) console.log(`  ${address}`)
}
