// Per-network constants of the simulation: where the simulated history starts and its first difficulty.
import { targetToBits, bitsToTarget } from '../chain/header'
import { RETARGET_INTERVAL } from '../chain/retarget'
import type { NetworkName } from './types'

export interface NetworkParams {
  /** First simulated height (an epoch start). */
  startHeight: number
  /** nBits of the first epoch (real-looking difficulty; headers carry no real proof of work). */
  startBits: number
  /** Parent hash of the first simulated block (its ancestors are not simulated). */
  rootParent: string
  versionBits: number
}

function bitsForDifficulty(difficulty: number): number {
  const maxTarget = bitsToTarget(0x1d00ffff)
  return targetToBits((maxTarget * 1_000_000n) / BigInt(Math.round(difficulty * 1_000_000)))
}

export const NETWORK_PARAMS: Record<NetworkName, NetworkParams> = {
  mainnet: {
    startHeight: 458 * RETARGET_INTERVAL,
    startBits: bitsForDifficulty(126_411_437_451_912),
    rootParent: '00000000000000000001a5c0b7e2c7a7d7bd4ee3b5fd6c1d3d47a8e7f27c6a11',
    versionBits: 0x20000000,
  },
  testnet: {
    startHeight: 48 * RETARGET_INTERVAL,
    startBits: bitsForDifficulty(4_812_324),
    rootParent: '000000000000000c3e6f2fe2e35bd4f3e8bde2d6a3ac45d6e0d1f2a3b4c5d6e7',
    versionBits: 0x20000000,
  },
  signet: {
    startHeight: 130 * RETARGET_INTERVAL,
    startBits: 0x1e0377ae,
    rootParent: '0000001d2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5',
    versionBits: 0x20000000,
  },
}
