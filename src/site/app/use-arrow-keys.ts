// Left and right arrows go to the previous and next page (spec §2.4: captured unless focus is in a text input),
// e.g. the block page's neighbours. Physical keys in every writing direction.
import { useLayoutEffect, useRef } from 'react'
import { useNavigate } from 'react-router'

export interface ArrowTargets {
  /** Where ArrowLeft goes (a site href, from useSiteEnv().link). */
  readonly previous?: string
  /** Where ArrowRight goes. */
  readonly next?: string
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
      const { navigate: go, previous: left, next: right } = latest.current
      const to = event.key === 'ArrowLeft' ? left : event.key === 'ArrowRight' ? right : undefined
      if (to === undefined) return
      event.preventDefault()
      void go(to)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
}
