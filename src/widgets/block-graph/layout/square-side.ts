// Square side in grid cells from a transaction's vsize (reference §4.7 step 1, spec §9 "Graph and tooltip").

/** The block limit every graph scales against (1 MvB). */
export const DEFAULT_BLOCK_LIMIT_VSIZE = 1_000_000

/**
 * vbytes one grid cell stands for. The 1.02 margin makes a full block fill about 96 % of the square,
 * leaving room for packing gaps.
 */
export function vbytesPerUnit(
  resolution: number,
  blockLimitVsize: number = DEFAULT_BLOCK_LIMIT_VSIZE,
): number {
  const cellsPerSide = resolution / 1.02
  return blockLimitVsize / (cellsPerSide * cellsPerSide)
}

/**
 * Side in cells: round(sqrt(1.1 × vsize / vbytesPerUnit)) clamped to [1, resolution]. The 1.1 factor
 * inflates areas slightly so the packed block keeps its intended size despite gaps.
 */
export function squareSide(
  vsize: number,
  resolution: number,
  blockLimitVsize: number = DEFAULT_BLOCK_LIMIT_VSIZE,
): number {
  return sideInCells(vsize, vbytesPerUnit(resolution, blockLimitVsize), resolution)
}

/** `squareSide` with the unit worked out once by the caller (the layout's per-tx loop). */
export function sideInCells(vsize: number, unit: number, resolution: number): number {
  const side = Math.round(Math.sqrt((1.1 * vsize) / unit))
  if (!(side >= 1)) return 1 // also catches NaN from a bad vsize
  return side > resolution ? resolution : side
}
