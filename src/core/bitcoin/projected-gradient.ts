// Gradient stops of a projected (mempool) block tile: empty space first, then the fee colours bottom → top.
import { blockFillFromVsize } from './block-fill'
import { feeColour } from './fee-palettes'
import type { FeePaletteName } from './fee-palettes'

export interface GradientStop {
  /** Hex colour without '#', or null for the empty (unfilled) part of the tile. */
  readonly colour: string | null
  /** Position 0–1 along the tile. */
  readonly offset: number
}

/**
 * The empty fraction 1 − blockVSize/1,000,000 comes first; the used part is split evenly between the feeRange
 * entries (sat/vB), each mapped to its bucket colour. The first projected block drops its last (maximum) entry.
 */
export function projectedBlockGradient(
  feeRange: readonly number[],
  blockVSizeVb: number,
  isFirstBlock: boolean,
  palette: FeePaletteName = 'default',
): GradientStop[] {
  const empty = 1 - blockFillFromVsize(blockVSizeVb)
  const used = 1 - empty
  const rates = isFirstBlock ? feeRange.slice(0, -1) : feeRange
  const stops: GradientStop[] = [
    { colour: null, offset: 0 },
    { colour: null, offset: empty },
  ]
  rates.forEach((rate, i) => {
    stops.push({ colour: feeColour(rate, palette), offset: empty + (used * i) / rates.length })
  })
  return stops
}
