// The strip's own width (it lays out by its container, not by the window) and how far the reader has
// scrolled into the mined side (always a positive distance, whatever the scroll direction).
import { useEffect, useState } from 'react'
import type { RefObject } from 'react'

/** Used until the first measurement, and where nothing is laid out (tests). */
export const FALLBACK_WIDTH_PX = 1280

export function useStripSize(scroller: RefObject<HTMLElement | null>): {
  widthPx: number
  scrolledPx: number
} {
  const [widthPx, setWidth] = useState(FALLBACK_WIDTH_PX)
  const [scrolledPx, setScrolled] = useState(0)

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = (): void => {
      const width = element.clientWidth
      if (width > 0) setWidth(width)
    }
    measure()
    const onScroll = (): void => setScrolled(Math.abs(element.scrollLeft))
    element.addEventListener('scroll', onScroll, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    observer?.observe(element)
    return () => {
      element.removeEventListener('scroll', onScroll)
      observer?.disconnect()
    }
  }, [scroller])

  return { widthPx, scrolledPx }
}
