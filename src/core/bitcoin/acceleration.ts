// Accelerator checkout arithmetic (all amounts in sats).

/** The parts of an accelerator estimate (`POST …/accelerator/estimate`) the bid maths needs. */
export interface AccelerationEstimateInput {
  readonly txSummary: { readonly effectiveFee: number; readonly effectiveVsize: number }
  /** The estimate's `cost` (sats). */
  readonly cost: number
  /** Fee the tx (with its unconfirmed ancestors) would need to be in the next block. */
  readonly nextBlockFee: number
  /** Fixed service fee. */
  readonly mempoolBaseFee: number
  readonly vsizeFee: number
}

export const MIN_BID_RATIO = 1
export const DEFAULT_BID_RATIO = 2
export const MAX_BID_RATIO = 4

export interface BidRange {
  readonly minExtraCost: number
  readonly minBid: number
  readonly defaultBid: number
  readonly maxBid: number
}

/**
 * Smallest extra fee offered (spec §9): the larger of twice the estimate's `cost` and the current effective fee,
 * rounded. The spec does not show its rounding helper; we round to whole sats. Bids are 1x (min), 2x (default) and
 * 4x (max) of it.
 */
export function bidRange(estimate: AccelerationEstimateInput): BidRange {
  const minExtraCost = Math.round(Math.max(estimate.cost * 2, estimate.txSummary.effectiveFee))
  return {
    minExtraCost,
    minBid: minExtraCost * MIN_BID_RATIO,
    defaultBid: minExtraCost * DEFAULT_BID_RATIO,
    maxBid: minExtraCost * MAX_BID_RATIO,
  }
}

/** A user bid clamped into [minBid, maxBid]; no bid (or NaN) means the default. */
export function clampBid(range: BidRange, userBid?: number): number {
  if (userBid === undefined || Number.isNaN(userBid)) return range.defaultBid
  return Math.min(range.maxBid, Math.max(range.minBid, userBid))
}

/** Most the user may pay: bid + service base fee + vsize fee. */
export function maxAccelerationCost(estimate: AccelerationEstimateInput, bid: number): number {
  return bid + estimate.mempoolBaseFee + estimate.vsizeFee
}

/** Highest fee rate (sat/vB) the tx package reaches with a given bid. */
export function acceleratedRate(estimate: AccelerationEstimateInput, bid: number): number {
  return (estimate.txSummary.effectiveFee + bid) / estimate.txSummary.effectiveVsize
}
