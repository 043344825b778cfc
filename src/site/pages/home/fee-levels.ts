// The recommended-fees card's four levels, lowest first (mempool's "No priority", "Low", "Medium", "High"):
// each is one field of the recommended fees (sat/vB). Pure.
import type { RecommendedFees } from '../../../core'

export type FeeLevelName = 'noPriority' | 'low' | 'medium' | 'high'

export interface FeeLevel {
  readonly name: FeeLevelName
  /** sat/vB. */
  readonly rate: number
}

export function feeLevels(fees: RecommendedFees): FeeLevel[] {
  return [
    { name: 'noPriority', rate: fees.economyFee },
    { name: 'low', rate: fees.hourFee },
    { name: 'medium', rate: fees.halfHourFee },
    { name: 'high', rate: fees.fastestFee },
  ]
}
