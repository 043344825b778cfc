// Genesis, halvings (every 210,000 blocks) and soft-fork activation heights.
import type { MessageDescriptor } from '@formatjs/intl'
import { specialBlockMessages } from './special-block-messages'

export const HALVING_INTERVAL = 210_000
const INITIAL_SUBSIDY_SATS = 5_000_000_000

/** Mainnet activation heights of the deployed soft forks. */
export const SOFT_FORK_HEIGHTS = {
  bip16: 173_805, // P2SH
  bip34: 227_931, // height in coinbase
  bip66: 363_725, // strict DER
  bip65: 388_381, // CHECKLOCKTIMEVERIFY
  csv: 419_328, // BIP68/112/113
  segwit: 481_824,
  taproot: 709_632,
} as const

export type SoftFork = keyof typeof SOFT_FORK_HEIGHTS

/** Halving epoch of a height: 0 until block 209,999. */
export function halvingEpoch(height: number): number {
  return Math.floor(height / HALVING_INTERVAL)
}

/** Block subsidy in sats at `height` (halves each epoch; 0 from epoch 33 on, as integer sats shift out). */
export function blockSubsidySats(height: number): number {
  const epoch = halvingEpoch(height)
  if (epoch >= 64) return 0
  return Number(BigInt(INITIAL_SUBSIDY_SATS) >> BigInt(epoch))
}

export function nextHalvingHeight(height: number): number {
  return (halvingEpoch(height) + 1) * HALVING_INTERVAL
}

/** The soft fork that activated exactly at this mainnet height, if any. */
export function softForkAt(height: number): SoftFork | null {
  for (const [name, at] of Object.entries(SOFT_FORK_HEIGHTS))
    if (at === height) return name as SoftFork
  return null
}

export interface SpecialBlock {
  readonly kind: 'genesis' | 'halving' | 'taproot'
  /** Shown before/while the block is being mined. */
  readonly label: MessageDescriptor
  /** Shown once it is mined. */
  readonly completed: MessageDescriptor
  /** Values for both messages: ordinal (halving count) and subsidy (BTC per block). */
  readonly values: Readonly<Record<string, number>>
}

// Halvings and the genesis are celebrated on these networks; taproot only on mainnet.
const HALVING_NETWORKS = new Set(['mainnet', 'testnet', 'testnet4'])

export function specialBlock(height: number, network: string): SpecialBlock | null {
  if (!Number.isInteger(height) || height < 0) return null
  if (network === 'mainnet' && height === SOFT_FORK_HEIGHTS.taproot) {
    return {
      kind: 'taproot',
      label: specialBlockMessages.taproot,
      completed: specialBlockMessages.taprootCompleted,
      values: {},
    }
  }
  if (!HALVING_NETWORKS.has(network) || height % HALVING_INTERVAL !== 0) return null
  if (height === 0) {
    return {
      kind: 'genesis',
      label: specialBlockMessages.genesis,
      completed: specialBlockMessages.genesisCompleted,
      values: {},
    }
  }
  const ordinal = halvingEpoch(height)
  if (blockSubsidySats(height) === 0 && blockSubsidySats(height - 1) === 0) return null
  return {
    kind: 'halving',
    label: specialBlockMessages.halving,
    completed: specialBlockMessages.halvingCompleted,
    values: { ordinal, subsidy: blockSubsidySats(height) / 1e8 },
  }
}
