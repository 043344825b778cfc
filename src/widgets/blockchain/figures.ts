// The numbers printed on the cubes, as pure functions (reference §2.5.3, §3.7). Units in names.
import { BLOCK_VSIZE_LIMIT, blockFill, blocksForVsize, feeRateIn, feeSpan } from '../../core'
import type { BlockExtended, MempoolBlock, RateUnit } from '../../core'
import { messages } from './messages'

/**
 * Fraction digits of a fee rate on a cube (spec §9 "Fee rounding is 0 decimals (1 on Liquid)"): whole sat/vB on
 * Bitcoin networks (0.25 → "0"), at most one decimal on Liquid (0.1 → "0.1"). A rate in sat/WU is a quarter of
 * the sat/vB one, so it keeps one more decimal (1 sat/vB → "0.3 sat/WU", not "0").
 */
export function cubeFeeDigits(liquid = false, unit: RateUnit = 'vb'): number {
  return (liquid ? 1 : 0) + (unit === 'wu' ? 1 : 0)
}

/** A sat/vB rate as printed on a cube, in the reader's unit. */
export function formatCubeFee(
  rateSatPerVb: number,
  locale: string,
  liquid = false,
  unit: RateUnit = 'vb',
): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: cubeFeeDigits(liquid, unit),
  }).format(feeRateIn(rateSatPerVb, unit))
}

/** The cube's median and span texts in the reader's unit. */
export function cubeFeeMessages(unit: RateUnit) {
  return unit === 'wu'
    ? { median: messages.medianFeeWu, span: messages.feeSpanWu }
    : { median: messages.medianFee, span: messages.feeSpan }
}

/** How many blocks a stack tile holds: ⌈vB / 1,000,000⌉. */
export function stackBlockCount(blockVSizeVb: number): number {
  return blocksForVsize(blockVSizeVb)
}

/** A tile whose vB exceed one block shows "(n blocks)" instead of its ETA. */
export function isOverfull(tile: Pick<MempoolBlock, 'blockVSize'>): boolean {
  return tile.blockVSize > BLOCK_VSIZE_LIMIT
}

/** Lowest and highest rate printed on a projected tile: the first and last feeRange entries, sat/vB. */
export function projectedFeeSpan(tile: Pick<MempoolBlock, 'feeRange'>): {
  min: number
  max: number
} {
  return { min: tile.feeRange[0] ?? 0, max: tile.feeRange[tile.feeRange.length - 1] ?? 0 }
}

/** Span printed on a mined cube, sat/vB (the min heuristic of reference §2.5.3); undefined without fee data. */
export function minedFeeSpan(
  block: Pick<BlockExtended, 'extras'>,
): { min: number; max: number } | undefined {
  const range = block.extras?.feeRange
  if (!range || range.length === 0) return undefined
  return feeSpan(range, block.extras.medianFee)
}

/** Filled share of a mined cube, 0–1, by weight (WU / 4,000,000). */
export function minedFill(block: Pick<BlockExtended, 'weight'>): number {
  return blockFill(block.weight)
}

/** Total fees in BTC with 2–3 decimals (sats → "0.091"). */
export function formatTotalFeesBtc(sats: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(sats / 1e8)
}

/** The pool name shown in the badge: the second miner name for template-decentralised pools. */
export function poolLabel(block: Pick<BlockExtended, 'extras'>): string | undefined {
  const pool = block.extras?.pool
  if (!pool) return undefined
  const miner = pool.minerNames?.[1]
  return pool.minerNames && pool.minerNames.length > 1 && miner ? miner : pool.name
}
