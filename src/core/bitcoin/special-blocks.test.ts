import { describe, expect, it } from 'vitest'
import { t } from '../i18n'
import fixtures from './fixtures/special-blocks.json'
import {
  blockSubsidySats,
  halvingEpoch,
  nextHalvingHeight,
  LAST_SPECIAL_HALVING,
  softForkActive,
  specialBlock,
  SOFT_FORK_HEIGHTS,
} from './special-blocks'

describe('specialBlock', () => {
  it.each(fixtures.valid)(
    '$height on $network: $label',
    ({ height, network, kind, label, completed }) => {
      const block = specialBlock(height, network)
      expect(block?.kind).toBe(kind)
      if (!block) return
      expect(t(block.label, block.values)).toBe(label)
      expect(t(block.completed, block.values)).toBe(completed)
    },
  )

  it.each(fixtures.invalid)('nothing at $height on $network', ({ height, network }) => {
    expect(specialBlock(height, network)).toBeNull()
  })

  it('localises the halving ordinal and subsidy', () => {
    const block = specialBlock(1_050_000, 'mainnet')
    expect(block && t(block.completed, block.values, 'de')).toBe(
      'Block Subsidy has halved to 1,5625 BTC per block',
    )
  })
})

describe('subsidy schedule', () => {
  it('halves every 210,000 blocks in whole sats', () => {
    expect(blockSubsidySats(0)).toBe(5_000_000_000)
    expect(blockSubsidySats(209_999)).toBe(5_000_000_000)
    expect(blockSubsidySats(210_000)).toBe(2_500_000_000)
    expect(blockSubsidySats(630_000)).toBe(625_000_000)
    expect(blockSubsidySats(840_000)).toBe(312_500_000)
    expect(blockSubsidySats(1_050_000)).toBe(156_250_000)
    expect(blockSubsidySats(2_100_000)).toBe(4_882_812)
    expect(blockSubsidySats(6_720_000)).toBe(1)
    expect(blockSubsidySats(6_930_000)).toBe(0)
    expect(blockSubsidySats(210_000 * 64)).toBe(0)
    expect(blockSubsidySats(210_000 * 70)).toBe(0)
  })

  it('finds epochs and the next halving', () => {
    expect(halvingEpoch(839_999)).toBe(3)
    expect(nextHalvingHeight(839_999)).toBe(840_000)
    expect(nextHalvingHeight(840_000)).toBe(1_050_000)
  })

  it('has the soft-fork table of spec §9', () => {
    expect(SOFT_FORK_HEIGHTS).toEqual({
      mainnet: { rbf: 399_701, segwit: 477_120, taproot: 709_632 },
      testnet: { rbf: 720_255, segwit: 872_730, taproot: 2_032_291 },
      signet: { rbf: 0, segwit: 0, taproot: 0 },
    })
    expect(softForkActive('segwit', 477_120, 'mainnet')).toBe(true)
    expect(softForkActive('segwit', 477_119, 'mainnet')).toBe(false)
    expect(softForkActive('taproot', 0, 'signet')).toBe(true)
    expect(softForkActive('rbf', 10_000_000, 'liquid')).toBe(false)
  })

  it('celebrates the 1st to the 15th halving only (spec §9)', () => {
    expect(LAST_SPECIAL_HALVING).toBe(15)
    expect(specialBlock(15 * 210_000, 'mainnet')?.kind).toBe('halving')
    expect(specialBlock(16 * 210_000, 'mainnet')).toBeNull()
  })
})
