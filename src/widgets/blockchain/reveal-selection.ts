// Scrolls the track so a newly chosen cube is in view (a `selected-height` far in the past, or arrow keys
// pressed beyond the visible edge); smoothly, unless the reader prefers reduced motion.
import { useEffect } from 'react'
import type { RefObject } from 'react'
import type { Selection } from './keyboard'
import { prefersReducedMotion } from './use-time-direction'

/** Room kept beside the cube for its 3-D side face and the arrow, px. */
export const REVEAL_MARGIN_PX = 32

interface Span {
  left: number
  right: number
}

/** How far to scroll the view horizontally (px, + = right) so `item` fits inside it; 0 when it does. */
export function revealDelta(view: Span, item: Span, marginPx = REVEAL_MARGIN_PX): number {
  if (item.left - marginPx < view.left) return item.left - marginPx - view.left
  if (item.right + marginPx > view.right) return item.right + marginPx - view.right
  return 0
}

/** The cube element of a selection inside the track. */
export function cubeSelector(selection: Selection): string {
  return selection.kind === 'mined'
    ? `[data-height="${selection.height}"] .cube`
    : `[data-position="${selection.index}"] .cube`
}

/** Reveals the selection's cube whenever the selection changes or its cube is first drawn. */
export function useRevealSelection(
  scroller: RefObject<HTMLElement | null>,
  selection: Selection | null,
  drawn: boolean,
): void {
  const selector = selection ? cubeSelector(selection) : ''
  useEffect(() => {
    const view = scroller.current
    const cube = selector && drawn ? view?.querySelector(selector) : null
    if (!view || !cube) return
    const left = revealDelta(view.getBoundingClientRect(), cube.getBoundingClientRect())
    if (left !== 0) view.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }, [scroller, selector, drawn])
}
