// Formatting shared by the page's sections: fee rates in the chosen unit, times in the page language.
import { useCallback } from 'react'
import { $rateUnit, formatFeeRateWithUnit } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'

export function useRate(): (satPerVb: number) => string {
  const { lang } = useSiteEnv()
  const unit = useStore($rateUnit)
  return useCallback((rate: number) => formatFeeRateWithUnit(rate, lang, unit), [lang, unit])
}

/** Unix seconds → a date and time in the page language. */
export function formatTime(unixS: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(unixS * 1000),
  )
}

/** sat/vB of a relative given in sats and weight units. */
export function rateOf(fee: number, weight: number): number {
  return weight > 0 ? fee / (weight / 4) : 0
}
