// A nanostores value in a site component (the same reading as the widgets' internal hook, which pages may not
// import): re-renders on each change while mounted.
import { useCallback, useSyncExternalStore } from 'react'
import type { ReadableAtom } from 'nanostores'

export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store])
  const read = (): T => store.get()
  return useSyncExternalStore(subscribe, read, read)
}
