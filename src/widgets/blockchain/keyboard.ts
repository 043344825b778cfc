// Arrow-key navigation along the strip. Positions run from the future to the past: projected block
// i → −(i + 1), mined block h → tip − h. Left/Right follow what the reader sees: the time direction,
// mirrored once more in right-to-left pages.

export type Selection = { kind: 'mempool'; index: number } | { kind: 'mined'; height: number }

export type Step = 'older' | 'newer'

/** Keys typed into these never move the selection. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object') return false
  const element = target as Partial<HTMLElement>
  if (element.isContentEditable) return true
  const tag = typeof element.tagName === 'string' ? element.tagName.toLowerCase() : ''
  return tag === 'input' || tag === 'textarea' || tag === 'select'
}

/**
 * The step an arrow key asks for, or null. `timeLtr` = older blocks on the left of the track's logical
 * start; in rtl the track itself is mirrored, so the keys mirror with it.
 */
export function stepForKey(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>,
  timeLtr: boolean,
  dir: 'ltr' | 'rtl',
): Step | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return null
  if (isTextEntry(event.target)) return null
  // Default (time right-to-left): the past is on the right, so ArrowRight goes to older blocks.
  const olderOnRight = timeLtr === (dir === 'rtl')
  return (event.key === 'ArrowRight') === olderOnRight ? 'older' : 'newer'
}

export interface StripBounds {
  /** Height of the newest mined block known, or undefined before the first one. */
  tip: number | undefined
  /** Projected tiles shown (0 in static mode). */
  projectedCount: number
  /** Lowest height reachable (the static window's start, else 0). */
  minHeight: number
}

/** The selection after one step; unchanged at either end. */
export function stepSelection(selection: Selection, step: Step, bounds: StripBounds): Selection {
  const { tip, projectedCount, minHeight } = bounds
  if (selection.kind === 'mempool') {
    if (step === 'newer') {
      return selection.index + 1 < projectedCount
        ? { kind: 'mempool', index: selection.index + 1 }
        : selection
    }
    if (selection.index > 0) return { kind: 'mempool', index: selection.index - 1 }
    return tip === undefined ? selection : { kind: 'mined', height: tip }
  }
  if (step === 'older') {
    return selection.height > minHeight
      ? { kind: 'mined', height: selection.height - 1 }
      : selection
  }
  if (tip !== undefined && selection.height < tip)
    return { kind: 'mined', height: selection.height + 1 }
  return projectedCount > 0 ? { kind: 'mempool', index: 0 } : selection
}

export function sameSelection(a: Selection | null, b: Selection | null): boolean {
  if (!a || !b) return a === b
  if (a.kind === 'mempool' && b.kind === 'mempool') return a.index === b.index
  if (a.kind === 'mined' && b.kind === 'mined') return a.height === b.height
  return false
}
