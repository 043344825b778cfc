// localStorage behind the object interface @nanostores/persistent writes to, made safe: when storage is
// blocked (sandboxed or third-party iframes, privacy modes) or full, reads find nothing and writes are dropped,
// so a preference still changes for the page, it is just not remembered.
import type { PersistentStore } from '@nanostores/persistent'

function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined // reading the property itself throws when storage is blocked
  }
}

/** A PersistentStore over `storage` (default: the page's localStorage) whose every access is guarded. */
export function tolerantStorage(storage: Storage | undefined = pageStorage()): PersistentStore {
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null
    } catch {
      return null
    }
  }
  return new Proxy<PersistentStore>(
    {},
    {
      get: (_target, key) => (typeof key === 'string' ? (read(key) ?? undefined) : undefined),
      has: (_target, key) => typeof key === 'string' && read(key) !== null,
      set: (_target, key, value) => {
        try {
          if (typeof key === 'string') storage?.setItem(key, String(value))
        } catch {
          // full or blocked: not remembered
        }
        return true
      },
      deleteProperty: (_target, key) => {
        try {
          if (typeof key === 'string') storage?.removeItem(key)
        } catch {
          // blocked: nothing to forget
        }
        return true
      },
    },
  )
}
