// What the stores need from the outside world, resolved once per createStores call so every store
// shares the same clock, randomness and timers (all injectable for tests).
import { atom } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { LiveSocket, RestClient } from '../client/contracts'
import type { createExtraStores } from './extras'

export interface StoresOptions {
  socket: LiveSocket
  rest: RestClient
  /** Network name ('mainnet', 'testnet4', 'signet', …), fixed or as a store when it can change. */
  network: string | ReadableAtom<string>
  /** Wall clock, unix ms. */
  now?: () => number
  /** Uniform in [0, 1). */
  random?: () => number
  setTimeout?: (callback: () => void, ms: number) => unknown
  /** Pairs with an injected setTimeout; without it a cancelled timer just fires into a no-op. */
  clearTimeout?: (handle: unknown) => void
  /** The client's API health (client/api-health.ts); default: watched from the socket alone. */
  apiTrouble?: ReadableAtom<boolean>
  /**
   * The rarely used store families, built at once from this module (tests); by default they are stand-ins
   * that import it on first use (lazy.ts), so it stays out of the widgets' first download.
   */
  extras?: { createExtraStores: typeof createExtraStores }
}

export interface StorePlatform {
  socket: LiveSocket
  rest: RestClient
  $network: ReadableAtom<string>
  now: () => number
  random: () => number
  /** Runs `callback` after `ms`; returns the cancel function. */
  schedule: (callback: () => void, ms: number) => () => void
}

export function resolvePlatform(options: StoresOptions): StorePlatform {
  const setTimer =
    options.setTimeout ?? ((cb: () => void, ms: number): unknown => globalThis.setTimeout(cb, ms))
  const clearTimer =
    options.clearTimeout ??
    (options.setTimeout
      ? undefined
      : (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>))
  return {
    socket: options.socket,
    rest: options.rest,
    $network: typeof options.network === 'string' ? atom(options.network) : options.network,
    now: options.now ?? (() => Date.now()),
    random: options.random ?? Math.random,
    schedule(callback, ms) {
      let cancelled = false
      const handle = setTimer(() => {
        if (!cancelled) callback()
      }, ms)
      return () => {
        cancelled = true
        clearTimer?.(handle)
      }
    },
  }
}

/**
 * A subscription shared by several stores: it starts when the first of them mounts and stops when the
 * last one unmounts. Pass the returned function to `onMount` of each store.
 */
export function sharedFeed(start: () => () => void): () => () => void {
  let users = 0
  let stop: (() => void) | undefined
  return () => {
    if (users++ === 0) stop = start()
    let released = false
    return () => {
      if (released) return
      released = true
      if (--users === 0) {
        stop?.()
        stop = undefined
      }
    }
  }
}

/** Runs every release in the list (the `unbind[]` pattern). */
export function releaseAll(releases: (() => void)[]): () => void {
  return () => {
    for (const release of releases.splice(0)) release()
  }
}
