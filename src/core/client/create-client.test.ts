import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakePageTarget } from '../socket/fake-page'
import { createTestPair, flushMicrotasks } from '../socket/test-pair'
import { createClient, type MempoolClient } from './create-client'

const clients: MempoolClient[] = []

function fakeFetch() {
  const urls: string[] = []
  const fetch = (async (input: string | URL | Request) => {
    urls.push(String(input))
    return new Response('[]', { status: 200 })
  }) as typeof globalThis.fetch
  return { fetch, urls }
}

describe('createClient', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    for (const client of clients.splice(0)) client.socket.destroy()
    vi.useRealTimers()
  })

  it('normalises the base and points the socket and REST at the network', async () => {
    const { WebSocket, server } = createTestPair()
    const { fetch, urls } = fakeFetch()
    const client = createClient({
      api: 'https://Example.org/explorer/',
      network: 'signet',
      WebSocket,
      fetch,
    })
    clients.push(client)
    expect(client.api).toBe('https://example.org/explorer')
    expect(client.network).toBe('signet')
    expect(client.socket.url).toBe('wss://example.org/explorer/signet/api/v1/ws')

    await client.rest.request({ path: '/api/v1/blocks' })
    expect(urls).toEqual(['https://example.org/explorer/signet/api/v1/blocks'])

    client.socket.on('pong', () => {})
    await flushMicrotasks()
    expect(server.sockets.map((socket) => socket.url)).toEqual([
      'wss://example.org/explorer/signet/api/v1/ws',
    ])
  })

  it('defaults to mainnet', () => {
    const { WebSocket } = createTestPair()
    const client = createClient({ api: 'http://localhost:8999', WebSocket })
    clients.push(client)
    expect(client.network).toBe('mainnet')
    expect(client.socket.url).toBe('ws://localhost:8999/api/v1/ws')
  })

  it('builds stores on the same socket: mounting one opens the connection and wants its feed', async () => {
    const { WebSocket, server } = createTestPair()
    const client = createClient({ api: 'http://sim.test', WebSocket, fetch: fakeFetch().fetch })
    clients.push(client)
    expect(server.connections).toBe(0) // nothing connects before a store is used
    const unlisten = client.stores.$blocks.listen(() => {})
    await flushMicrotasks()
    expect(server.connections).toBe(1)
    expect(server.frames).toContainEqual({ action: 'want', data: ['blocks'] })
    expect(client.stores.$connectionState.get()).toBe(2)
    unlisten()
  })

  it('uses the injected page target to resync when the tab becomes visible', async () => {
    const { WebSocket, server } = createTestPair()
    const page = new FakePageTarget()
    const client = createClient({
      api: 'http://sim.test',
      WebSocket,
      visibility: page,
      online: null,
    })
    clients.push(client)
    client.socket.track('track-rbf', 'all')
    await flushMicrotasks()
    server.takeFrames()
    page.setVisible(false)
    page.setVisible(true)
    expect(server.takeFrames()).toEqual([{ 'track-rbf': 'all' }])
  })

  it('without any WebSocket, reports a clear error instead of throwing', async () => {
    vi.stubGlobal('WebSocket', undefined)
    try {
      const client = createClient({ api: 'http://sim.test' })
      clients.push(client)
      const errors: Error[] = []
      client.socket.onError((error) => errors.push(error))
      expect(() => client.socket.on('pong', () => {})).not.toThrow()
      expect(String((errors[0]?.cause as Error | undefined)?.message)).toMatch(
        /No WebSocket available/,
      )
      expect(client.socket.$state.get()).toBe(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
