// The clockchain's sizes (spec §9): a block is 7/12 of the strip's height wide, the gaps keep the
// proportions of <mempool-blockchain>'s strip (a 125 px cube, 30 px apart, 40 px from the divider), and each
// half of the width gets as many blocks as it takes to fill it (the last one may be cut by the edge).
import { CLOCK_KEEP_BLOCKS } from '../clock-rules'

/** A block's width as a share of the strip's height. */
export const BLOCK_WIDTH_SHARE = 7 / 12
/** The gap between two blocks, in block widths (30 / 125 in the strip). */
export const BLOCK_GAP_SHARE = 30 / 125
/** The gap between the divider and the first block of a side, in block widths (40 / 125 in the strip). */
export const DIVIDER_GAP_SHARE = 40 / 125

export interface ChainGeometry {
  /** A block's side, px. */
  blockWidthPx: number
  /** From one block's start to the next one's, px. */
  blockOffsetPx: number
  /** From the divider to the first block of a side, px. */
  dividerGapPx: number
  /** Mined blocks drawn (newest first): what fills half the width, at most 16 and at most the blocks known. */
  countMined: number
  /** Projected blocks drawn (next first): what fills half the width, at most the projected blocks there are. */
  countMempool: number
}

export interface ChainInput {
  widthPx: number
  heightPx: number
  /** Mined blocks known. */
  minedAvailable: number
  /** Projected blocks the server sends. */
  mempoolAvailable: number
}

/** How many blocks it takes to fill one half of the strip (the last block reaches its edge), at least one. */
export function blocksToFillHalf(widthPx: number, heightPx: number): number {
  const block = Math.max(0, heightPx) * BLOCK_WIDTH_SHARE
  if (!(block > 0)) return 1
  const afterFirst = Math.max(0, widthPx) / 2 - block * DIVIDER_GAP_SHARE - block
  return Math.max(1, Math.ceil(afterFirst / (block * (1 + BLOCK_GAP_SHARE))) + 1)
}

export function chainGeometry(input: ChainInput): ChainGeometry {
  const blockWidthPx = Math.max(0, input.heightPx) * BLOCK_WIDTH_SHARE
  const fill = blocksToFillHalf(input.widthPx, input.heightPx)
  return {
    blockWidthPx,
    blockOffsetPx: blockWidthPx * (1 + BLOCK_GAP_SHARE),
    dividerGapPx: blockWidthPx * DIVIDER_GAP_SHARE,
    countMined: Math.max(0, Math.min(fill, CLOCK_KEEP_BLOCKS, input.minedAvailable)),
    countMempool: Math.max(0, Math.min(fill, input.mempoolAvailable)),
  }
}
