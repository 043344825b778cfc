// The tip state machine (strip-state.ts advanceTip) held across renders. The update happens during render,
// as React allows for state derived from props, so the new cube and the moved tiles appear in one pass.
import { useState } from 'react'
import type { BlockExtended } from '../../core'
import { advanceTip, initialTipState } from './strip-state'
import type { TipState } from './strip-state'

export function useTipState(
  tip: number | undefined,
  newest: BlockExtended | undefined,
  nowMs: number,
): TipState {
  const [seen, setSeen] = useState(() => initialTipState(tip, nowMs))
  if (tip === seen.tip) return seen
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden'
  const next = advanceTip(seen, tip, newest, visible, tipChangeTime())
  setSeen(next)
  return next
}

/** The moment a new tip is seen (not the strip's 30 s clock: the celebration banner times from it). */
function tipChangeTime(): number {
  return Date.now()
}
