// The divider's button flips the direction of time. The choice is remembered in localStorage; the flip
// runs a ≈1 s animation (the track folds, the direction swaps halfway, it unfolds) unless the reader
// prefers reduced motion, in which case it swaps at once.
import { useCallback, useEffect, useRef, useState } from 'react'

export const TIME_DIRECTION_KEY = 'mempool-widgets.time-ltr'
/** Whole flip animation, ms; the direction swaps at half of it. */
export const FLIP_MS = 1000

function readStored(): boolean {
  try {
    return globalThis.localStorage?.getItem(TIME_DIRECTION_KEY) === 'true'
  } catch {
    return false // storage blocked (third-party iframe, privacy mode)
  }
}

function store(timeLtr: boolean): void {
  try {
    globalThis.localStorage?.setItem(TIME_DIRECTION_KEY, String(timeLtr))
  } catch {
    // not remembered, still flipped
  }
}

export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

export function useTimeDirection(): { timeLtr: boolean; flipping: boolean; flip: () => void } {
  const [timeLtr, setTimeLtr] = useState(readStored)
  const [flipping, setFlipping] = useState(false)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])

  useEffect(() => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key === TIME_DIRECTION_KEY) setTimeLtr(event.newValue === 'true')
    }
    globalThis.addEventListener?.('storage', onStorage)
    const pending = timers.current
    return () => {
      globalThis.removeEventListener?.('storage', onStorage)
      for (const timer of pending) clearTimeout(timer)
    }
  }, [])

  const flip = useCallback(() => {
    const apply = (): void =>
      setTimeLtr((current) => {
        store(!current)
        return !current
      })
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
