// Whether the clock should do timed work at all: the page is visible and the element is on screen.
// A wall clock left in a background tab or scrolled out of view runs no intervals and no animations
// (issue 10, "kiosk grade"). Where an API is missing we cannot know, so that half counts as true.
import { type RefObject, useEffect, useState } from 'react'

export function useClockActive(target: RefObject<Element | null>): boolean {
  const pageVisible = usePageVisible()
  const onScreen = useOnScreen(target)
  return pageVisible && onScreen
}

function isPageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden'
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(isPageVisible)
  useEffect(() => {
    if (typeof document === 'undefined') return
    const onChange = () => setVisible(isPageVisible())
    document.addEventListener('visibilitychange', onChange)
    onChange() // the page may have changed between the render and this effect
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])
  return visible
}

/** True until the IntersectionObserver says otherwise, so an element without the API keeps ticking. */
function useOnScreen(target: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true)
  useEffect(() => {
    const element = target.current
    if (!element || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver((entries) => {
      // Entries arrive oldest first; only the latest state of our one element matters.
      const latest = entries[entries.length - 1]
      if (latest) setOnScreen(latest.isIntersecting)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      setOnScreen(true)
    }
  }, [target])
  return onScreen
}
