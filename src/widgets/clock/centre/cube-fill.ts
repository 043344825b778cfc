// How full a mined block's cube is drawn: its weight against the consensus limit (weight units).
import type { Block } from '../../../core'

/** The consensus block weight limit, in weight units. */
export const MAX_BLOCK_WEIGHT_WU = 4_000_000

/** weight / 4,000,000 WU, kept within 0..1 (a malformed weight never overflows the cube). */
export function cubeFill(block: Pick<Block, 'weight'>): number {
  const share = block.weight / MAX_BLOCK_WEIGHT_WU
  return Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0
}
