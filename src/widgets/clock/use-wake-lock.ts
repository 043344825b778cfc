// Kiosk mode keeps the screen awake through the Screen Wake Lock API. The browser drops the lock
// whenever the page is hidden, so it is asked for again each time the page becomes visible. A
// browser without the API, or one that refuses (battery saver, no user activation, permissions
// policy), is not an error for a clock: it simply lets the screen sleep.
import { useEffect } from 'react'

export function useWakeLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const wakeLock = screenWakeLock()
    if (!wakeLock) return
    return holdWhileVisible(wakeLock)
  }, [enabled])
}

function screenWakeLock(): WakeLock | undefined {
  if (typeof navigator === 'undefined' || typeof document === 'undefined') return undefined
  return 'wakeLock' in navigator ? navigator.wakeLock : undefined
}

/** Requests the lock now and on every return to visible; returns the function that lets it go. */
function holdWhileVisible(wakeLock: WakeLock): () => void {
  let held: WakeLockSentinel | undefined
  let requesting = false
  let stopped = false

  const request = () => {
    if (stopped || requesting || document.visibilityState !== 'visible') return
    if (held && !held.released) return
    requesting = true
    // Through a promise so that a synchronous throw is handled like a rejection.
    Promise.resolve()
      .then(() => wakeLock.request('screen'))
      .then(
        (sentinel) => {
          requesting = false
          if (stopped)
            releaseQuietly(sentinel) // unmounted or disabled while we waited
          else held = sentinel
        },
        () => {
          requesting = false
        },
      )
  }

  document.addEventListener('visibilitychange', request)
  request()
  return () => {
    stopped = true
    document.removeEventListener('visibilitychange', request)
    if (held) releaseQuietly(held)
    held = undefined
  }
}

function releaseQuietly(sentinel: WakeLockSentinel): void {
  if (sentinel.released) return
  Promise.resolve()
    .then(() => sentinel.release())
    .catch(() => undefined)
}
