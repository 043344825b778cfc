// Fee statistics of a projected (or mined) block (reference §3.7), producing the wire MempoolBlock.
import type { MempoolBlock } from '../../core/wire'
import { BLOCK_WEIGHT_UNITS } from '../../core/wire'

export interface StatsTx {
  /** WU */
  weight: number
  /** sats; a zero fee on the first tx marks a coinbase */
  fee: number
  /** bytes */
  size: number
  /** effective (package) rate in sat/vB; defaults to fee / (weight / 4) */
  rate?: number
}

/** the median window is the middle 0.25 % of a full block's weight */
const MEDIAN_HALF_WIDTH_WU = BLOCK_WEIGHT_UNITS / 800
/** stack bands: 0.5 % of the stack's weight around each of these cumulative-weight percentiles */
const STACK_PERCENTILES = [0.25, 10, 20, 30, 40, 50, 60, 70, 80, 90, 99.75]
const STACK_HALF_BAND = 0.0025

function rateOf(tx: StatsTx): number {
  return tx.rate ?? tx.fee / (tx.weight / 4)
}

/** Totals plus fee range and median; `stack` selects the 11-band statistics of an oversized last block. */
export function mempoolBlockStats(
  txs: readonly StatsTx[],
  options: { stack?: boolean } = {},
): MempoolBlock {
  let blockSize = 0
  let weight = 0
  let totalFees = 0
  for (const tx of txs) {
    blockSize += tx.size
    weight += tx.weight
    totalFees += tx.fee
  }
  const totals = { blockSize, blockVSize: weight / 4, nTx: txs.length, totalFees }
  const { medianFee, feeRange } = options.stack === true ? stackFeeStats(txs) : feeStats(txs)
  return { ...totals, medianFee, feeRange }
}

/** Applies the stack rule over a whole projection: 8 blocks and the 8th above 4,000,000 WU. */
export function projectedBlocksStats(
  blocks: readonly (readonly StatsTx[])[],
  blockCount = 8,
): MempoolBlock[] {
  return blocks.map((txs, i) => {
    const stack =
      i === blockCount - 1 && blocks.length === blockCount && sumWeight(txs) > BLOCK_WEIGHT_UNITS
    return mempoolBlockStats(txs, { stack })
  })
}

function sumWeight(txs: readonly StatsTx[]): number {
  let total = 0
  for (const tx of txs) total += tx.weight
  return total
}

/** 7 entries: [min heuristic, p10, p25, p50, p75, p90, max heuristic]; median over the weight window. */
export function feeStats(all: readonly StatsTx[]): { medianFee: number; feeRange: number[] } {
  if (all.length <= 1) return { medianFee: 0, feeRange: [0, 0, 0, 0, 0, 0, 0] }
  const txs = all[0]!.fee > 0 ? all : all.slice(1) // a zero-fee first tx is the coinbase
  const n = txs.length
  const rates = txs.map(rateOf) // block order
  const sorted = txs
    .map((tx, i) => ({ rate: rates[i]!, weight: tx.weight }))
    .sort((a, b) => a.rate - b.rate)
  const percentile = (p: number) => sorted[Math.floor(((n - 1) * p) / 100)]!.rate
  const edge = Math.trunc(n / 50) // 2 % of the txs, by count
  let lastLow = Infinity
  for (let i = n - edge; i < n; i++) lastLow = Math.min(lastLow, rates[i]!)
  let firstHigh = 0
  for (let i = 0; i < edge; i++) firstHigh = Math.max(firstHigh, rates[i]!)
  const feeRange = [
    Math.min(percentile(1), lastLow),
    ...[10, 25, 50, 75, 90].map(percentile),
    Math.max(percentile(99), firstHigh),
  ]
  // median: ascending rates laid into a full block above its unused space (rate 0)
  const low = BLOCK_WEIGHT_UNITS / 2 - MEDIAN_HALF_WIDTH_WU
  const high = BLOCK_WEIGHT_UNITS / 2 + MEDIAN_HALF_WIDTH_WU
  let position = Math.max(0, BLOCK_WEIGHT_UNITS - sumWeight(txs))
  let windowWeight = Math.max(0, Math.min(position, high) - low)
  let windowFee = 0
  for (const tx of sorted) {
    if (position >= high) break
    const overlap = Math.min(position + tx.weight, high) - Math.max(position, low)
    if (overlap > 0) {
      windowWeight += overlap
      windowFee += tx.rate * overlap
    }
    position += tx.weight
  }
  return { medianFee: windowWeight > 0 ? windowFee / windowWeight : 0, feeRange }
}

/** 11 entries: weight-weighted average rate in bands along the block (best first), listed lowest first. */
export function stackFeeStats(txs: readonly StatsTx[]): { medianFee: number; feeRange: number[] } {
  const total = sumWeight(txs)
  const bands = STACK_PERCENTILES.map((p) => {
    const center = (p / 100) * total
    const low = center - STACK_HALF_BAND * total
    const high = center + STACK_HALF_BAND * total
    let position = 0
    let weight = 0
    let fee = 0
    for (const tx of txs) {
      if (position >= high) break
      const overlap = Math.min(position + tx.weight, high) - Math.max(position, low)
      if (overlap > 0) {
        weight += overlap
        fee += rateOf(tx) * overlap
      }
      position += tx.weight
    }
    return weight > 0 ? fee / weight : 0
  })
  const feeRange = bands.reverse()
  return { medianFee: feeRange[5]!, feeRange }
}
