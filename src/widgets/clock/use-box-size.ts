// The clock's own content box, followed with a ResizeObserver ({0, 0} until measured, and where nothing is
// laid out, e.g. unit tests), so it sizes itself by its container and not by the window.
import { useEffect, useState } from 'react'
import type { RefObject } from 'react'
import type { ClockBox } from './clock-geometry'

const UNMEASURED: ClockBox = { width: 0, height: 0 }

export function useBoxSize(target: RefObject<HTMLElement | null>): ClockBox {
  const [box, setBox] = useState(UNMEASURED)
  useEffect(() => {
    const element = target.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return
      const { width, height } = entry.contentRect
      // Whole pixels: sub-pixel jitter must not re-lay the clock.
      const next = { width: Math.round(width), height: Math.round(height) }
      setBox((current) =>
        current.width === next.width && current.height === next.height ? current : next,
      )
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [target])
  return box
}
