// "in 12 minutes": the time until an instant in the largest whole unit (core's elapsedParts, mirrored into
// the future). Shared by the difficulty card (retarget) and the mempool-block page (ETA). Pure.
import { elapsedParts } from '../../../core'

/** Locale-formatted time from `nowMs` until `thenMs`; under a minute (or past) reads "in 1 minute". */
export function timeUntil(thenMs: number, nowMs: number, locale = 'en'): string {
  const parts = elapsedParts(Math.max(60, (thenMs - nowMs) / 1000))
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })
  return parts.justNow ? format.format(1, 'minute') : format.format(parts.value, parts.unit)
}
