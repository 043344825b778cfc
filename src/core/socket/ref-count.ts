// Reference counting for the connection: any listener, want or tracking is a user; the first user opens the
// connection and the last release closes it.

export interface RefCount {
  acquire(): void
  release(): void
  /** Forget every user without calling onLast (destroy). */
  reset(): void
}

export function createRefCount(onFirst: () => void, onLast: () => void): RefCount {
  let users = 0
  return {
    acquire() {
      users += 1
      if (users === 1) onFirst()
    },
    release() {
      users -= 1
      if (users === 0) onLast()
    },
    reset() {
      users = 0
    },
  }
}

/** Wrap a release so calling it twice releases once. */
export function once(release: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    release()
  }
}
