// Recommended fees (reference §3.10), all sat/vB. WS `fees` carries the precise (3-decimal) variant.

export interface RecommendedFees {
  fastestFee: number
  halfHourFee: number
  hourFee: number
  economyFee: number
  minimumFee: number
}
