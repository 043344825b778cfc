// How full a mined block's cube is drawn: the core's block fill (weight against the 4,000,000 WU limit), kept
// within 0..1 so a malformed weight never overflows or empties the cube oddly.
import { blockFill } from '../../../core'
import type { Block } from '../../../core'

export function cubeFill(block: Pick<Block, 'weight'>): number {
  const share = blockFill(block.weight)
  return Number.isFinite(share) ? Math.max(0, share) : 0
}
