// Genesis, halvings (every 210,000 blocks; the 1st to the 15th are special blocks) and soft-fork activation
// heights (spec §9 "Special blocks and soft forks").
import type { MessageDescriptor } from '@formatjs/intl'
import { specialBlockMessages } from './special-block-messages'

export const HALVING_INTERVAL = 210_000
const INITIAL_SUBSIDY_SATS = 5_000_000_000

export type SoftFork = 'rbf' | 'segwit' | 'taproot'

/** Soft-fork activation heights per network, as the table of spec §9 ("Special blocks and soft forks") has them. */
export const SOFT_FORK_HEIGHTS: Readonly<
  Record<'mainnet' | 'testnet' | 'signet', Readonly<Record<SoftFork, number>>>
> = {
  mainnet: { rbf: 399_701, segwit: 477_120, taproot: 709_632 },
  testnet: { rbf: 720_255, segwit: 872_730, taproot: 2_032_291 },
  signet: { rbf: 0, segwit: 0, taproot: 0 },
}

/** The last halving with a special block: the 15th, at 3,150,000 (spec §9). */
export const LAST_SPECIAL_HALVING = 15

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

/** Whether `fork` is active at `height` on `network`; false on networks the table has no row for. */
export function softForkActive(fork: SoftFork, height: number, network: string): boolean {
  const heights =
    network === 'mainnet' || network === 'testnet' || network === 'signet'
      ? SOFT_FORK_HEIGHTS[network]
      : undefined
  return heights !== undefined && height >= heights[fork]
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
  if (network === 'mainnet' && height === SOFT_FORK_HEIGHTS.mainnet.taproot) {
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
  if (ordinal > LAST_SPECIAL_HALVING) return null
  return {
    kind: 'halving',
    label: specialBlockMessages.halving,
    completed: specialBlockMessages.halvingCompleted,
    values: { ordinal, subsidy: blockSubsidySats(height) / 1e8 },
  }
}
