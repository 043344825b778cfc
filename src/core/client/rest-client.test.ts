import { describe, expect, it, vi } from 'vitest'
import type { RestError } from './contracts'
import { ABORTED, createRestClient } from './rest-client'

interface Call {
  url: string
  init: RequestInit | undefined
}

/** A fake fetch answering from a handler; each call is recorded. */
function fakeFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fn = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    calls.push({ url, init })
    return Promise.resolve(handler(url, init))
  })
  return { fetch: fn as unknown as typeof fetch, calls }
}

function json(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), { status })
}

/** A fetch that stays pending until released (or aborted through its signal). */
function gatedFetch() {
  const calls: Call[] = []
  const releases: ((r: Response) => void)[] = []
  const fn = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push({ url: String(input), init })
    return new Promise<Response>((resolve, reject) => {
      releases.push(resolve)
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      )
    })
  }
  return { fetch: fn as typeof fetch, calls, releases }
}

describe('base path per network', () => {
  it.each([
    ['mainnet', 'https://mempool.space', 'https://mempool.space/api/v1/blocks/800000'],
    ['testnet', 'https://mempool.space/', 'https://mempool.space/testnet/api/v1/blocks/800000'],
    ['signet', 'http://localhost:8999//', 'http://localhost:8999/signet/api/v1/blocks/800000'],
    ['testnet4', '', '/testnet4/api/v1/blocks/800000'],
  ])('%s with api %s', async (network, api, expected) => {
    const f = fakeFetch(() => json([]))
    await createRestClient({ api, network, fetch: f.fetch }).request({
      path: '/api/v1/blocks/800000',
    })
    expect(f.calls.map((c) => c.url)).toEqual([expected])
  })

  it('adds the leading slash of a path that lacks it', async () => {
    const f = fakeFetch(() => json(1))
    await createRestClient({ api: 'http://h', network: 'mainnet', fetch: f.fetch }).request({
      path: 'api/x',
    })
    expect(f.calls[0]?.url).toBe('http://h/api/x')
  })
})

describe('answers', () => {
  it('parses JSON by default and text on request', async () => {
    const f = fakeFetch((url) => (url.endsWith('height') ? new Response('890448') : json({ a: 1 })))
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: f.fetch })
    await expect(rest.request({ path: '/api/v1/x' })).resolves.toEqual({ a: 1 })
    await expect(rest.request({ path: '/api/blocks/tip/height', as: 'text' })).resolves.toBe(
      '890448',
    )
  })

  it('reads an empty 2xx body as null', async () => {
    const f = fakeFetch(() => new Response(null, { status: 204 }))
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: f.fetch })
    await expect(rest.request({ path: '/api/v1/tx/ab/cached' })).resolves.toBeNull()
  })

  it('sends the body with a content type that matches it', async () => {
    const f = fakeFetch(() => json([]))
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: f.fetch })
    await rest.request({ path: '/api/v1/cpfp', method: 'POST', body: '[{"txid":"ab"}]' })
    await rest.request({ path: '/api/tx', method: 'POST', body: '0200ff', as: 'text' })
    expect(f.calls.map((c) => [c.init?.method, c.init?.body, c.init?.headers])).toEqual([
      ['POST', '[{"txid":"ab"}]', { 'Content-Type': 'application/json' }],
      ['POST', '0200ff', { 'Content-Type': 'text/plain' }],
    ])
  })
})

describe('errors', () => {
  it('rejects a 404 with its status and body text', async () => {
    const f = fakeFetch(() => new Response('Transaction not found', { status: 404 }))
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: f.fetch })
    await expect(rest.request({ path: '/api/tx/ab' })).rejects.toEqual({
      status: 404,
      message: 'Transaction not found',
    })
  })

  it('falls back to statusText when the error body is empty', async () => {
    const f = fakeFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }))
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: f.fetch })
    await expect(rest.request({ path: '/api/v1/fees/recommended' })).rejects.toEqual({
      status: 503,
      message: 'Service Unavailable',
    })
  })

  it('turns a network failure into status 0 Unknown error', async () => {
    const fetch = (() => Promise.reject(new TypeError('fetch failed'))) as typeof globalThis.fetch
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch })
    await expect(rest.request({ path: '/api/v1/x' })).rejects.toEqual({
      status: 0,
      message: 'Unknown error',
    })
  })

  it('turns bad JSON into status 0 Unknown error', async () => {
    const f = fakeFetch(() => new Response('{"half":'))
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: f.fetch })
    await expect(rest.request({ path: '/api/v1/x' })).rejects.toEqual({
      status: 0,
      message: 'Unknown error',
    })
  })

  it('does not cache errors', async () => {
    let status = 500
    const f = fakeFetch(() => (status === 500 ? new Response('boom', { status }) : json('ok')))
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: f.fetch })
    await expect(rest.request({ path: '/p', cacheMs: 60_000 })).rejects.toMatchObject({
      status: 500,
    })
    status = 200
    await expect(rest.request({ path: '/p', cacheMs: 60_000 })).resolves.toBe('ok')
    expect(f.calls).toHaveLength(2)
  })
})

describe('caching', () => {
  function setup() {
    let clock = 1_000_000
    let n = 0
    const f = fakeFetch(() => json(++n))
    const rest = createRestClient({
      api: 'http://h',
      network: 'mainnet',
      fetch: f.fetch,
      now: () => clock,
    })
    return { rest, calls: f.calls, advance: (ms: number) => (clock += ms) }
  }

  it('answers from the cache within cacheMs and refetches after', async () => {
    const { rest, calls, advance } = setup()
    expect(await rest.request({ path: '/a', cacheMs: 10_000 })).toBe(1)
    advance(9_999)
    expect(await rest.request({ path: '/a', cacheMs: 10_000 })).toBe(1)
    expect(calls).toHaveLength(1)
    advance(1)
    expect(await rest.request({ path: '/a', cacheMs: 10_000 })).toBe(2)
    expect(calls).toHaveLength(2)
  })

  it('uses the system clock by default (fake timers)', async () => {
    vi.useFakeTimers()
    try {
      let n = 0
      const f = fakeFetch(() => json(++n))
      const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: f.fetch })
      expect(await rest.request({ path: '/a', cacheMs: 60_000 })).toBe(1)
      vi.advanceTimersByTime(59_999)
      expect(await rest.request({ path: '/a', cacheMs: 60_000 })).toBe(1)
      vi.advanceTimersByTime(1)
      expect(await rest.request({ path: '/a', cacheMs: 60_000 })).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not cache without cacheMs', async () => {
    const { rest, calls } = setup()
    await rest.request({ path: '/a' })
    await rest.request({ path: '/a' })
    expect(calls).toHaveLength(2)
  })

  it('keys by method, path and body', async () => {
    const { rest, calls } = setup()
    const answers = [
      await rest.request({ path: '/a', cacheMs: 10_000 }),
      await rest.request({ path: '/b', cacheMs: 10_000 }),
      await rest.request({ path: '/a', method: 'POST', body: '[1]', cacheMs: 10_000 }),
      await rest.request({ path: '/a', method: 'POST', body: '[2]', cacheMs: 10_000 }),
      await rest.request({ path: '/a', method: 'POST', body: '[1]', cacheMs: 10_000 }),
    ]
    expect(answers).toEqual([1, 2, 3, 4, 3])
    expect(calls).toHaveLength(4)
  })

  it('shares one fetch between identical in-flight requests', async () => {
    const g = gatedFetch()
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: g.fetch })
    const first = rest.request({ path: '/a' })
    const second = rest.request({ path: '/a' })
    const other = rest.request({ path: '/b' })
    expect(g.calls).toHaveLength(2)
    g.releases[0]?.(json('A'))
    g.releases[1]?.(json('B'))
    await expect(Promise.all([first, second, other])).resolves.toEqual(['A', 'A', 'B'])
  })
})

describe('abort', () => {
  it('rejects an aborted call', async () => {
    const g = gatedFetch()
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: g.fetch })
    const controller = new AbortController()
    const call = rest.request({ path: '/a', signal: controller.signal })
    controller.abort()
    await expect(call).rejects.toEqual({ status: 0, message: ABORTED } satisfies RestError)
    expect(g.calls[0]?.init?.signal?.aborted).toBe(true)
  })

  it('rejects at once when the signal is already aborted', async () => {
    const f = fakeFetch(() => json(1))
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: f.fetch })
    await expect(rest.request({ path: '/a', signal: AbortSignal.abort() })).rejects.toMatchObject({
      status: 0,
    })
    expect(f.calls).toHaveLength(0)
  })

  it('does not disturb another caller sharing the fetch', async () => {
    const g = gatedFetch()
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: g.fetch })
    const controller = new AbortController()
    const aborted = rest.request({ path: '/a', signal: controller.signal, cacheMs: 10_000 })
    const kept = rest.request({ path: '/a', cacheMs: 10_000 })
    controller.abort()
    await expect(aborted).rejects.toMatchObject({ message: ABORTED })
    expect(g.calls[0]?.init?.signal?.aborted).toBe(false)
    g.releases[0]?.(json('A'))
    await expect(kept).resolves.toBe('A')
    await expect(rest.request({ path: '/a', cacheMs: 10_000 })).resolves.toBe('A')
    expect(g.calls).toHaveLength(1)
  })

  it('does not poison the cache: the next caller fetches afresh', async () => {
    const g = gatedFetch()
    const rest = createRestClient({ api: 'http://h', network: 'mainnet', fetch: g.fetch })
    const controller = new AbortController()
    const aborted = rest.request({ path: '/a', signal: controller.signal, cacheMs: 10_000 })
    controller.abort()
    await expect(aborted).rejects.toMatchObject({ message: ABORTED })
    const next = rest.request({ path: '/a', cacheMs: 10_000 })
    expect(g.calls).toHaveLength(2)
    g.releases[1]?.(json('fresh'))
    await expect(next).resolves.toBe('fresh')
  })
})
