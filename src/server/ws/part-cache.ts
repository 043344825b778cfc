// Serialized message parts (`"key":<json>`), each encoded at most once per network state. The hub clears
// the cache on every event, so init payloads, want snapshots and broadcasts share the same bytes.

/** A frame is a JSON object built from already-serialized parts. */
export function frameOf(parts: readonly string[]): string {
  return `{${parts.join(',')}}`
}

/** `"key":<json of value>` — the value must not be undefined. */
export function partOf(key: string, value: unknown): string {
  return `${JSON.stringify(key)}:${JSON.stringify(value)}`
}

export class PartCache {
  private readonly parts = new Map<string, string | null>()

  /** The cached part for `cacheKey`, computing it once; null when the value is absent. */
  get(cacheKey: string, compute: () => string | null): string | null {
    let part = this.parts.get(cacheKey)
    if (part === undefined) {
      part = compute()
      this.parts.set(cacheKey, part)
    }
    return part
  }

  /** Message key == cache key; `read` returning undefined/null means absent. */
  message(key: string, read: () => unknown): string | null {
    return this.get(key, () => {
      const value = read()
      return value === undefined || value === null ? null : partOf(key, value)
    })
  }

  /** Stores a value known from an event, so later reads reuse its bytes. */
  put(key: string, value: unknown): void {
    this.parts.set(key, value === undefined || value === null ? null : partOf(key, value))
  }

  clear(): void {
    this.parts.clear()
  }
}
