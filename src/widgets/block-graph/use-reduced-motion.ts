// Whether the reader asked for reduced motion (transitions then become cuts).
import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined
  const query = matchMedia(QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const read = (): boolean => typeof matchMedia === 'function' && matchMedia(QUERY).matches

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false)
}
