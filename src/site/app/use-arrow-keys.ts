// Left and right arrows go to the previous and next page (spec §2.4: captured unless focus is in a text input),
// e.g. the block page's neighbours. The keys follow the page's previous/next links, which sit on the inline
// start and end sides: on a right-to-left page "previous" is on the right, so ArrowRight goes there.
import { useLayoutEffect, useRef } from 'react'
import { useNavigate } from 'react-router'

export interface ArrowTargets {
  /** The inline-start neighbour (a site href, from useSiteEnv().link): ArrowLeft, or ArrowRight when RTL. */
  readonly previous?: string
  /** The inline-end neighbour: ArrowRight, or ArrowLeft when RTL. */
  readonly next?: string
}

/** The key that goes to `target` in a document of direction `dir` (for `aria-keyshortcuts`). */
export function arrowKeyOf(target: keyof ArrowTargets, dir: string): 'ArrowLeft' | 'ArrowRight' {
  return (target === 'previous') === (dir === 'rtl') ? 'ArrowRight' : 'ArrowLeft'
}

/** Which target an arrow key goes to in a document of direction `dir`. */
export function arrowTarget(key: string, dir: string): keyof ArrowTargets | undefined {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  return key === backward ? 'previous' : key === forward ? 'next' : undefined
}

/** True when the key belongs to what has focus: text fields, selects and editable content. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (!(target instanceof HTMLInputElement)) return false
  return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type)
}

export function useArrowKeys({ previous, next }: ArrowTargets): void {
  const navigate = useNavigate()
  const latest = useRef({ navigate, previous, next })
  // Layout effects, not passive ones: the listener and its targets are in place as soon as the page is in the
  // DOM, so a key pressed right after a page appears is not lost before a deferred effect runs.
  useLayoutEffect(() => {
    latest.current = { navigate, previous, next }
  })
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      // Inside a widget's shadow root the event is retargeted: ask the composed path for the real target.
      if (isTextEntry(event.composedPath()[0] ?? event.target)) return
      const target = arrowTarget(event.key, document.documentElement.dir)
      const to = target && latest.current[target]
      if (to === undefined) return
      event.preventDefault()
      void latest.current.navigate(to)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
}
