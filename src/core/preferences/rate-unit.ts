// The unit fee rates and arrival rates are shown in: virtual bytes (sat/vB, vB/s) or weight units (sat/WU,
// WU/s). One vB is 4 WU, so a rate per WU is the rate per vB divided by 4.

export const RATE_UNITS = ['vb', 'wu'] as const
export type RateUnit = (typeof RATE_UNITS)[number]

export const DEFAULT_RATE_UNIT: RateUnit = 'vb'

/** WU per vB. */
export const WEIGHT_PER_VBYTE = 4

/** A fee rate in the chosen unit: sat/vB as given, or sat/WU = sat/vB ÷ 4. */
export function feeRateIn(rateSatPerVb: number, unit: RateUnit): number {
  return unit === 'wu' ? rateSatPerVb / WEIGHT_PER_VBYTE : rateSatPerVb
}
