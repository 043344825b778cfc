// Recommended fees from the projected blocks (reference §3.10), in sat/vB.
import type { MempoolBlock, RecommendedFees } from '../../core/wire'

export type FeePrecision = 'integer' | 'precise'

/** Fee step in sat/vB: whole sat/vB for /fees/recommended, 0.001 for /fees/precise and the WS `fees` key. */
const STEP: Record<FeePrecision, number> = { integer: 1, precise: 0.001 }
/** vB below which a projected block is too empty to ask more than the minimum. */
const NEARLY_EMPTY_VB = 500_000
/** vB up to which a final block is "partly full" and its fee is scaled down. */
const PARTLY_FULL_VB = 950_000

/** Number of step-sized units, computed through integer thousandths so 0.001 steps do not drift. */
function units(value: number, step: number): number {
  return Math.round((value / step) * 1e6) / 1e6
}
function roundUp(value: number, step: number): number {
  return (Math.ceil(units(value, step)) * step * 1000) / 1000
}
function roundNearest(value: number, step: number): number {
  return (Math.round(units(value, step)) * step * 1000) / 1000
}

function blockFee(
  block: MempoolBlock | undefined,
  next: MempoolBlock | undefined,
  previous: number | undefined,
  minimum: number,
  step: number,
): number {
  if (block === undefined) return minimum
  const use = previous === undefined ? block.medianFee : (block.medianFee + previous) / 2
  if (block.blockVSize <= NEARLY_EMPTY_VB || block.medianFee < minimum) return minimum
  if (block.blockVSize <= PARTLY_FULL_VB && next === undefined) {
    // a last, partly full block: scale the fee by how far it is past half full
    return Math.max(
      roundNearest((use * (block.blockVSize - NEARLY_EMPTY_VB)) / NEARLY_EMPTY_VB, step),
      minimum,
    )
  }
  return Math.max(roundUp(use, step), minimum)
}

/**
 * @param blocks projected blocks, next block first
 * @param mempoolMinFeeSatVb the node's mempoolminfee in sat/vB (BTC/kvB × 100,000)
 */
export function recommendedFees(
  blocks: readonly MempoolBlock[],
  mempoolMinFeeSatVb: number,
  precision: FeePrecision = 'integer',
): RecommendedFees {
  const step = STEP[precision]
  const minimumFee = Math.max(roundUp(mempoolMinFeeSatVb, step), step)
  if (blocks.length === 0) {
    const all = round3(minimumFee)
    return { fastestFee: all, halfHourFee: all, hourFee: all, economyFee: all, minimumFee: all }
  }
  const first = blockFee(blocks[0], blocks[1], undefined, minimumFee, step)
  const second = blockFee(blocks[1], blocks[2], first, minimumFee, step)
  const third = blockFee(blocks[2], blocks[3], second, minimumFee, step)
  const economy = Math.max(minimumFee, Math.min(2 * minimumFee, third))
  // never recommend less for a faster target
  const hour = Math.max(third, economy)
  const halfHour = Math.max(second, hour)
  const fastest = Math.max(first, halfHour)
  const fees = {
    fastestFee: roundNearest(fastest, step),
    halfHourFee: roundNearest(halfHour, step),
    hourFee: roundNearest(hour, step),
    economyFee: roundNearest(economy, step),
    minimumFee: roundNearest(minimumFee, step),
  }
  if (precision === 'integer') return fees
  return {
    fastestFee: round3(Math.max(fees.fastestFee + 0.5, 1)),
    halfHourFee: round3(Math.max(fees.halfHourFee + 0.25, 0.5)),
    hourFee: round3(fees.hourFee),
    economyFee: round3(fees.economyFee),
    minimumFee: round3(fees.minimumFee),
  }
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000
}
