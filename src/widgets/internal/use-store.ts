// A nanostores value in a React component. @nanostores/react's useStore does the same and more (watching
// chosen keys of a map), which pulls nanostores' key-path helpers into every element file; the widgets read
// whole values only.
import { useCallback, useSyncExternalStore } from 'react'
import type { ReadableAtom } from 'nanostores'

/** The store's current value; the component re-renders on each change while mounted (the store stays mounted too). */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store])
  const read = (): T => store.get()
  return useSyncExternalStore(subscribe, read, read)
}
