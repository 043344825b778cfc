// Which tx a key moves the keyboard focus to, and where focus goes when the scene loses the focused tx.
import type { GraphHitTarget, GraphRect, GraphTx } from '../graph-types'

const ARROWS = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
} as const

/**
 * The tx `key` moves to from `current` (undefined: nothing focused yet, so any move starts at the first
 * tx), or undefined when the key is not a move or there is nowhere to go (the focus then stays).
 */
export function moveFocus(
  target: GraphHitTarget,
  current: string | undefined,
  key: string,
): GraphTx | undefined {
  if (key === 'Home') return target.ordered()[0]
  if (key === 'End') return target.ordered().at(-1)
  if (!(key in ARROWS)) return undefined
  if (current === undefined || !target.rectOf(current)) return target.ordered()[0]
  return target.neighbour(current, ARROWS[key as keyof typeof ARROWS])
}

export { isMoveKey } from './move-keys'

/**
 * After a scene change took the focused tx away: the tx now drawn where it was, else the one at its old
 * position in drawing order (clamped), else nothing.
 */
export function refocus(
  target: GraphHitTarget,
  lastRect: GraphRect | undefined,
  lastIndex: number,
): GraphTx | undefined {
  if (lastRect) {
    const under = target.txAt(lastRect.x + lastRect.width / 2, lastRect.y + lastRect.height / 2)
    if (under) return under
  }
  const ordered = target.ordered()
  if (ordered.length === 0) return undefined
  return ordered[Math.min(Math.max(lastIndex, 0), ordered.length - 1)]
}
