// Stores whose code loads on first use. createStores hands out these stand-ins for the rarely used store
// families (extras.ts, a separate chunk in the browser build); the first mount of any of them imports the
// real stores, and each stand-in then mirrors its real store while it is mounted. Until the import
// resolves a stand-in holds its initial value, as a real store does before its first frame.
import { atom, map, onMount } from 'nanostores'
import type { MapStore, ReadableAtom, WritableAtom } from 'nanostores'

/** While `proxy` is mounted, it follows the store that `real` resolves to. */
function mirror<T>(proxy: WritableAtom<T>, real: () => Promise<ReadableAtom<T>>): void {
  onMount(proxy, () => {
    let mounted = true
    let stop: (() => void) | undefined
    real().then(
      ($real) => {
        if (mounted) stop = $real.subscribe((value) => proxy.set(value))
      },
      () => {
        // The chunk did not load (offline): the stand-in keeps its value; the next mount tries again.
      },
    )
    return () => {
      mounted = false
      stop?.()
    }
  })
}

/** A read-only stand-in for a store that `real` loads. */
export function lazyAtom<T>(initial: T, real: () => Promise<ReadableAtom<T>>): ReadableAtom<T> {
  const $proxy = atom(initial)
  mirror($proxy, real)
  return $proxy
}

/**
 * A stand-in for a family of map stores keyed by `idOf(...args)` (one stand-in per id, like mapCreator);
 * each holds `{ id, ...initial(...args) }` (the state a real store publishes when it mounts) until its real
 * store has loaded, so readers get the full shape the type promises from the first render.
 */
export function lazyFamily<V extends object, A extends unknown[]>(
  idOf: (...args: A) => string,
  initial: (...args: A) => V,
  real: () => Promise<(...args: A) => MapStore<{ id: string } & V>>,
): (...args: A) => MapStore<{ id: string } & V> {
  const proxies = new Map<string, MapStore<{ id: string } & V>>()
  return (...args) => {
    const id = idOf(...args)
    let $proxy = proxies.get(id)
    if (!$proxy) {
      $proxy = map<{ id: string } & V>({ id, ...initial(...args) })
      mirror($proxy, async () => (await real())(...args))
      proxies.set(id, $proxy)
    }
    return $proxy
  }
}

/** A listener registration whose real `on` loads first; the returned release works before and after. */
export function lazyListener<H>(
  real: () => Promise<(handler: H) => () => void>,
): (handler: H) => () => void {
  return (handler) => {
    let released = false
    let stop: (() => void) | undefined
    real().then(
      (on) => {
        if (!released) stop = on(handler)
      },
      () => {}, // not loaded: nothing to release
    )
    return () => {
      released = true
      stop?.()
    }
  }
}
