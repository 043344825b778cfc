// Grid resolution of the eight blocks (spec §9 "Block-grid resolution"): 86 cells per side, or with autofit
// the value in 76–96 that best divides the graph's width (the block less twice its padding).
import { autofitResolution } from '../block-graph/layout'

export const DEFAULT_RESOLUTION = 86
export const AUTOFIT_MIN = 76
export const AUTOFIT_MAX = 96

export function eightBlocksResolution(
  autofit: boolean,
  blockWidth: number,
  padding: number,
): number {
  if (!autofit) return DEFAULT_RESOLUTION
  return autofitResolution(graphSide(blockWidth, padding), AUTOFIT_MIN, AUTOFIT_MAX)
}

/** The graph's side in px: the block less its padding on both sides (never below 1). */
export function graphSide(blockWidth: number, padding: number): number {
  return Math.max(1, blockWidth - 2 * Math.max(0, padding))
}
