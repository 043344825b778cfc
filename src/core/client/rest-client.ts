// The REST client behind the RestClient contract: one base URL per network, per-call caching for a
// caller-chosen time, one shared fetch for identical in-flight requests, and RestError rejections.
import { apiPathPrefix } from '../network/networks'
import type { RestClient, RestError, RestRequest } from './contracts'

export interface RestClientOptions {
  /** API origin (plus optional path prefix), with or without a trailing slash, e.g. 'https://mempool.space'. */
  api: string
  /** 'mainnet' (no prefix), 'testnet', 'testnet4', 'signet', 'regtest', … */
  network: string
  fetch?: typeof fetch
  /** Clock for cache expiry, unix ms. */
  now?: () => number
}

/** Message of the RestError an aborted call rejects with (status 0). */
export const ABORTED = 'Aborted'
const UNKNOWN: RestError = { status: 0, message: 'Unknown error' }

interface Flight {
  promise: Promise<unknown>
  controller: AbortController
  waiters: number
  /** Longest cacheMs asked for by any caller that joined. */
  cacheMs: number
}

export function isRestError(value: unknown): value is RestError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RestError).status === 'number' &&
    typeof (value as RestError).message === 'string'
  )
}

export function createRestClient(options: RestClientOptions): RestClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const now = options.now ?? Date.now
  const base = options.api.replace(/\/+$/, '') + apiPathPrefix(options.network)
  const cache = new Map<string, { expiresAt: number; value: unknown }>()
  const flights = new Map<string, Flight>()

  function url(path: string): string {
    return base + (path.startsWith('/') ? path : `/${path}`)
  }

  async function load(req: RestRequest, signal: AbortSignal): Promise<unknown> {
    const method = req.method ?? 'GET'
    const init: RequestInit = { method, signal }
    if (req.body !== undefined) {
      init.body = req.body
      // Mempool's POST endpoints take either JSON (cpfp, estimate, addresses) or raw text (tx hex).
      const json = /^\s*[[{]/.test(req.body)
      init.headers = { 'Content-Type': json ? 'application/json' : 'text/plain' }
    }
    let response: Response
    try {
      response = await doFetch(url(req.path), init)
    } catch {
      throw UNKNOWN
    }
    let text: string
    try {
      text = await response.text()
    } catch {
      throw UNKNOWN
    }
    if (!response.ok)
      throw { status: response.status, message: text || response.statusText } satisfies RestError
    if (req.as === 'text') return text
    // An empty 2xx body (e.g. 204 "not cached" / "cannot accelerate") reads as null.
    if (text.trim() === '') return null
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw UNKNOWN
    }
  }

  function start(key: string, req: RestRequest): Flight {
    const controller = new AbortController()
    const flight: Flight = { controller, waiters: 0, cacheMs: 0, promise: Promise.resolve() }
    flight.promise = load(req, controller.signal).then(
      (value) => {
        if (flights.get(key) === flight) flights.delete(key)
        if (flight.cacheMs > 0) cache.set(key, { expiresAt: now() + flight.cacheMs, value })
        return value
      },
      (error: unknown) => {
        if (flights.get(key) === flight) flights.delete(key)
        throw isRestError(error) ? error : UNKNOWN
      },
    )
    flights.set(key, flight)
    return flight
  }

  function request<T>(req: RestRequest): Promise<T> {
    const { signal } = req
    if (signal?.aborted) return Promise.reject({ status: 0, message: ABORTED } satisfies RestError)
    const key = `${req.method ?? 'GET'} ${req.as ?? 'json'} ${req.path}\n${req.body ?? ''}`
    const hit = cache.get(key)
    if (hit) {
      if (hit.expiresAt > now()) return Promise.resolve(hit.value as T)
      cache.delete(key)
    }
    const flight = flights.get(key) ?? start(key, req)
    flight.waiters++
    flight.cacheMs = Math.max(flight.cacheMs, req.cacheMs ?? 0)
    if (!signal) return flight.promise as Promise<T>

    return new Promise<T>((resolve, reject) => {
      let settled = false
      const onAbort = (): void => {
        if (settled) return
        settled = true
        reject({ status: 0, message: ABORTED } satisfies RestError)
        // Abort the shared fetch only when nobody is waiting for it any more.
        flight.waiters--
        if (flight.waiters === 0 && flights.get(key) === flight) {
          flights.delete(key)
          flight.controller.abort()
        }
      }
      signal.addEventListener('abort', onAbort, { once: true })
      flight.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort)
          if (settled) return
          settled = true
          resolve(value as T)
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort)
          if (settled) return
          settled = true
          reject(error as RestError)
        },
      )
    })
  }

  return { request }
}
