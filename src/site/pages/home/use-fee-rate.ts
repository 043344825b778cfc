// Fee rates as the reader prefers them (the stored rate unit: sat/vB or sat/WU), re-rendered when the
// preference changes in the settings menu or another tab.
import { $rateUnit, formatFeeRateWithUnit } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'

/** A formatter for rates given in sat/vB, e.g. 12.3 → "12.3 sat/vB" or "3.08 sat/WU". */
export function useFeeRate(): (rateSatPerVb: number) => string {
  const { lang } = useSiteEnv()
  const unit = useStore($rateUnit)
  return (rate) => formatFeeRateWithUnit(rate, lang, unit)
}
