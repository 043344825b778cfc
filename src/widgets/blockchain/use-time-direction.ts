// The divider's button flips the direction of time. The choice is the core's stored `$timeLtr` preference
// (kept under the strip's original localStorage key), so the strip, the clockchain and a settings menu on the
// same page follow each other at once, and other tabs follow through storage events. The flip runs a ≈1 s
// animation (the track folds, the direction swaps halfway, it unfolds) unless the reader prefers reduced
// motion, in which case it swaps at once.
// The choice is relative to the reading direction (issue 12): spec §4's default "right to left" is the future at
// the start of the line, so right-to-left languages mirror it (future on the right, time running left to right),
// as they mirror the flipped strip; the track's `dir` (strip-view.tsx) and the arrow keys (keyboard.ts) do this.
import { useCallback, useEffect, useRef, useState } from 'react'
import { $timeLtr, PREFERENCE_KEYS } from '../../core'
import { useTimeLtr } from '../internal/use-preferences'

export const TIME_DIRECTION_KEY = PREFERENCE_KEYS.timeLtr
/** Whole flip animation, ms; the direction swaps at half of it. */
export const FLIP_MS = 1000

export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

export function useTimeDirection(): { timeLtr: boolean; flipping: boolean; flip: () => void } {
  const timeLtr = useTimeLtr()
  const [flipping, setFlipping] = useState(false)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
    }
  }, [])

  const flip = useCallback(() => {
    // Read when the swap happens, so two quick flips (or a change from elsewhere) are not lost.
    const apply = (): void => $timeLtr.set(!$timeLtr.get())
    if (prefersReducedMotion()) {
      apply()
      return
    }
    setFlipping(true)
    timers.current.push(setTimeout(apply, FLIP_MS / 2))
    timers.current.push(setTimeout(() => setFlipping(false), FLIP_MS))
  }, [])

  return { timeLtr, flipping, flip }
}
