// The reader's stored preferences as widgets read them: the core's persistent atoms, so every widget on the
// page (and the site around it) follows a change at once, and other tabs follow through storage events.
import { $rateUnit, $timeLtr } from '../../core'
import type { RateUnit } from '../../core'
import { useStore } from './use-store'

/** 'vb' (sat/vB, vB/s) or 'wu' (sat/WU, WU/s). */
export function useRateUnit(): RateUnit {
  return useStore($rateUnit)
}

/** True when time runs left to right on the strip and the clockchain. */
export function useTimeLtr(): boolean {
  return useStore($timeLtr)
}
