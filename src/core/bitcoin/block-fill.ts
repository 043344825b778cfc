// How full a block is, by weight.

/** Consensus block weight limit in WU (= 1,000,000 vB). */
export const BLOCK_WEIGHT_UNITS = 4_000_000

/** weight (WU) / 4,000,000, clamped to 0–1 (a projected "stack" block may weigh more). */
export function blockFill(weightWu: number): number {
  if (!Number.isFinite(weightWu) || weightWu <= 0) return 0
  return Math.min(1, weightWu / BLOCK_WEIGHT_UNITS)
}

/** Same from a vsize in vB (weight / 4). */
export function blockFillFromVsize(vsizeVb: number): number {
  return blockFill(vsizeVb * 4)
}

/** Consensus block size limit in vB (4,000,000 WU / 4). */
export const BLOCK_VSIZE_VB = BLOCK_WEIGHT_UNITS / 4

/** How many full blocks `vsizeVb` takes, rounded up: 1,000,000 vB → 1, one vB more → 2 (stack tiles, footer). */
export function blocksForVsize(vsizeVb: number): number {
  return Math.ceil(vsizeVb / BLOCK_VSIZE_VB)
}
