// The chosen block: set by a click, by the `selected-*` attributes, or moved with the arrow keys — inside
// the strip, and anywhere on the page (not while typing) once something is chosen. Every change
// fires the typed select event, so a host page can route.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { KeyboardEvent as ReactKeyboardEvent } from 'react'
import { emit } from '../internal/emit'
import { isTextEntry, sameSelection, stepForKey, stepSelection } from './keyboard'
import type { Selection, Step, StripBounds } from './keyboard'

export interface SelectionOptions {
  host: HTMLElement
  initial: Selection | null
  timeLtr: boolean
  dir: 'ltr' | 'rtl'
  bounds: StripBounds
  /** The plain link of a selection and, for mined blocks, the hash when known. */
  describe: (selection: Selection) => { href: string; hash: string | undefined }
  /** Focuses the cube of a selection once rendered; false if it is not rendered yet. */
  focusCube: (selection: Selection) => boolean
}

/** Reads the selection a cube element stands for from its data attributes. */
export function selectionOf(element: Element | null): Selection | null {
  const slot = element?.closest('[data-height], [data-position]')
  if (!slot) return null
  const height = slot.getAttribute('data-height')
  if (height !== null) return { kind: 'mined', height: Number(height) }
  return { kind: 'mempool', index: Number(slot.getAttribute('data-position')) }
}

export function useSelection(options: SelectionOptions) {
  const { host, initial, timeLtr, dir } = options
  const [selection, setSelection] = useState<Selection | null>(initial)
  const [seenInitial, setSeenInitial] = useState(initial)
  if (!sameSelection(seenInitial, initial)) {
    setSeenInitial(initial)
    setSelection(initial)
  }
  const pendingFocus = useRef<Selection | null>(null)
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })

  /** Emits the typed event for `next`; returns false when a listener cancelled it. */
  const announce = useCallback(
    (next: Selection): boolean => {
      const { href, hash } = latest.current.describe(next)
      if (next.kind === 'mempool')
        return emit(host, 'mp-mempool-block-select', { index: next.index, href })
      return emit(host, 'mp-block-select', { height: next.height, hash: hash ?? '', href })
    },
    [host],
  )

  const step = useCallback(
    (from: Selection, direction: Step, focus: boolean): void => {
      const next = stepSelection(from, direction, latest.current.bounds)
      if (sameSelection(next, from)) return
      setSelection(next)
      announce(next)
      if (focus) pendingFocus.current = next
    },
    [announce],
  )

  // Focus follows the selection once the moved-to cube is rendered.
  useEffect(() => {
    const wanted = pendingFocus.current
    if (wanted && latest.current.focusCube(wanted)) pendingFocus.current = null
  })

  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLElement>): void => {
      const direction = stepForKey(event.nativeEvent, timeLtr, dir)
      if (!direction) return
      const from = selectionOf(event.target as Element) ?? selection
      if (!from) return
      event.preventDefault()
      step(from, direction, true)
    },
    [timeLtr, dir, selection, step],
  )

  // Page-wide arrows while a block is chosen (keys inside the strip are handled above).
  useEffect(() => {
    if (!selection || typeof document === 'undefined') return
    const onDocumentKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.composedPath().includes(host)) return
      if (isTextEntry(event.composedPath()[0] ?? event.target)) return
      const direction = stepForKey(event, timeLtr, dir)
      if (!direction) return
      event.preventDefault() // no horizontal page scroll
      step(selection, direction, false)
    }
    document.addEventListener('keydown', onDocumentKey)
    return () => document.removeEventListener('keydown', onDocumentKey)
  }, [selection, host, timeLtr, dir, step])

  const choose = useCallback((next: Selection) => setSelection(next), [])
  return { selection, choose, onKeyDown }
}
