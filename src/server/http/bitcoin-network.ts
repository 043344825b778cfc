// bitcoinjs-lib parameters per simulated network (signet shares testnet's address prefixes).
import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib, networks, type Network } from 'bitcoinjs-lib'
import type { NetworkName } from '../cli/options'

// Taproot address checks need an elliptic-curve library; registering it twice is harmless.
initEccLib(ecc)

export function bitcoinNetwork(name: NetworkName): Network {
  return name === 'mainnet' ? networks.bitcoin : networks.testnet
}
