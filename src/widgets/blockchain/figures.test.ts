import { describe, expect, it } from 'vitest'
import type { BlockExtended } from '../../core'
import { mergeMempoolBlocks } from '../../core'
import type { MempoolBlockWithIndex } from '../../core'
import {
  cubeFeeDigits,
  formatCubeFee,
  formatTotalFeesBtc,
  isOverfull,
  minedFeeSpan,
  minedFill,
  poolLabel,
  projectedFeeSpan,
  stackBlockCount,
} from './figures'

const tile = (blockVSize: number, feeRange: number[], index: number): MempoolBlockWithIndex => ({
  blockSize: blockVSize * 2,
  blockVSize,
  nTx: 10,
  totalFees: 1000,
  medianFee: feeRange[Math.floor(feeRange.length / 2)] ?? 0,
  feeRange,
  index,
  height: 100 + index,
})

describe('fee rates on cubes', () => {
  it('prints whole sat/vB', () => {
    expect(formatCubeFee(7.036906854130053, 'en')).toBe('7')
    expect(formatCubeFee(236.07305936073058, 'en')).toBe('236')
    expect(formatCubeFee(6.5, 'en')).toBe('7')
    expect(formatCubeFee(1_234.4, 'en')).toBe('1,234')
    expect(formatCubeFee(0, 'en')).toBe('0')
    expect(formatCubeFee(7.04, 'de')).toBe('7')
  })

  it('rounds to whole sat/vB on Bitcoin, one decimal on Liquid (spec §9 fee rounding)', () => {
    expect(cubeFeeDigits()).toBe(0)
    expect(cubeFeeDigits(true)).toBe(1)
    expect(formatCubeFee(0.25, 'en')).toBe('0')
    expect(formatCubeFee(0.6, 'en')).toBe('1')
    expect(formatCubeFee(0.1, 'en', true)).toBe('0.1')
    expect(formatCubeFee(0.25, 'de', true)).toBe('0,3')
    expect(formatCubeFee(12.34, 'en', true)).toBe('12.3')
  })

  it('spans a projected tile from its first to its last feeRange entry', () => {
    expect(projectedFeeSpan({ feeRange: [7, 7, 7.01, 7.02, 7.12, 10.01, 236.07] })).toEqual({
      min: 7,
      max: 236.07,
    })
    expect(projectedFeeSpan({ feeRange: [] })).toEqual({ min: 0, max: 0 })
  })
})

describe('merged stack tile', () => {
  it('reads "(n blocks)" from ⌈vB / 1,000,000⌉ when the overflow tiles are merged', () => {
    const blocks = [
      tile(997_944, [7, 8], 0),
      tile(997_996.25, [6, 7], 1),
      tile(997_956.25, [6, 6.4], 2),
      tile(168_604_440, [1, 3], 3),
    ]
    const tiles = mergeMempoolBlocks(blocks, 2)
    const last = tiles[1]
    expect(last?.blockVSize).toBe(997_996.25 + 997_956.25 + 168_604_440)
    expect(last?.isStack).toBe(true)
    expect(isOverfull(last ?? { blockVSize: 0 })).toBe(true)
    expect(stackBlockCount(last?.blockVSize ?? 0)).toBe(171)
    expect(isOverfull(tiles[0] ?? { blockVSize: 2e6 })).toBe(false)
  })

  it('counts a tile of exactly one block as one block, and one vB more as two', () => {
    expect(stackBlockCount(1_000_000)).toBe(1)
    expect(isOverfull({ blockVSize: 1_000_000 })).toBe(false)
    expect(stackBlockCount(1_000_000.25)).toBe(2)
  })
})

describe('mined cubes', () => {
  const block = (extras: Partial<BlockExtended['extras']>, weight = 3_992_678) =>
    ({
      weight,
      extras: {
        medianFee: 8.97,
        feeRange: [7.12, 7.98, 8.01, 8.02, 10.05, 17.27, 261.78],
        ...extras,
      },
    }) as BlockExtended

  it('uses feeRange[1] as the minimum when the median equals feeRange[3]', () => {
    expect(minedFeeSpan(block({}))).toEqual({ min: 7.12, max: 261.78 })
    expect(minedFeeSpan(block({ medianFee: 8.02 }))).toEqual({ min: 7.98, max: 261.78 })
    expect(minedFeeSpan(block({ feeRange: [] }))).toBeUndefined()
  })

  it('fills by weight', () => {
    expect(minedFill(block({}, 2_000_000))).toBe(0.5)
    expect(minedFill(block({}, 5_000_000))).toBe(1)
  })

  it('prints total fees in BTC with 2–3 decimals', () => {
    expect(formatTotalFeesBtc(9_079_705, 'en')).toBe('0.091')
    expect(formatTotalFeesBtc(463_043_477, 'en')).toBe('4.63')
  })

  it('names the pool, or the miner of a template-decentralised pool', () => {
    expect(poolLabel(block({ pool: { id: 111, name: 'Foundry USA', slug: 'foundryusa' } }))).toBe(
      'Foundry USA',
    )
    expect(
      poolLabel(
        block({ pool: { id: 1, name: 'OCEAN', slug: 'ocean', minerNames: ['ocean', 'Someone'] } }),
      ),
    ).toBe('Someone')
    expect(
      poolLabel(
        block({ pool: { id: 1, name: 'OCEAN', slug: 'ocean', minerNames: ['ocean', ''] } }),
      ),
    ).toBe('OCEAN')
    expect(poolLabel(block({}))).toBeUndefined()
  })
})
