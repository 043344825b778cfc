import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestPair, flushMicrotasks } from '../socket/test-pair'
import { getClient, releaseClient, resetClients } from './registry'

describe('client registry', () => {
  afterEach(() => {
    resetClients()
    vi.unstubAllGlobals()
  })

  it('returns the same client for the same base, with or without a trailing slash', () => {
    const { WebSocket } = createTestPair()
    const first = getClient('https://mempool.space', 'mainnet', { WebSocket })
    expect(getClient('https://mempool.space/')).toBe(first)
    expect(getClient('HTTPS://Mempool.Space//')).toBe(first)
    expect(getClient('https://mempool.space', 'mainnet')).toBe(first)
  })

  it('returns different clients for different networks and bases', () => {
    const { WebSocket } = createTestPair()
    const mainnet = getClient('https://mempool.space', 'mainnet', { WebSocket })
    const signet = getClient('https://mempool.space', 'signet', { WebSocket })
    const testnet4 = getClient('https://mempool.space', 'testnet4', { WebSocket })
    const other = getClient('https://example.org', 'mainnet', { WebSocket })
    expect(new Set([mainnet, signet, testnet4, other]).size).toBe(4)
    expect(signet.network).toBe('signet')
    expect(signet.socket.url).toBe('wss://mempool.space/signet/api/v1/ws')
    expect(mainnet.socket).not.toBe(signet.socket)
  })

  it('shares one socket between every user of a client', async () => {
    const { WebSocket, server } = createTestPair()
    const offA = getClient('http://sim.test', 'mainnet', { WebSocket }).socket.on('pong', () => {})
    const offB = getClient('http://sim.test/').socket.on('fees', () => {})
    await flushMicrotasks()
    expect(server.connections).toBe(1)
    offA()
    offB()
  })

  it('defaults to the page origin when there is one', () => {
    vi.stubGlobal('location', { origin: 'https://explorer.example' })
    const { WebSocket } = createTestPair()
    const client = getClient(undefined, 'mainnet', { WebSocket })
    expect(client.api).toBe('https://explorer.example')
    expect(getClient('https://explorer.example/')).toBe(client)
  })

  it('asks for a base when there is no page origin', () => {
    expect(() => getClient()).toThrow(/no API base/)
  })

  it('releaseClient destroys the client and the next call makes a new one', async () => {
    const { WebSocket, server } = createTestPair()
    const first = getClient('http://sim.test', 'mainnet', { WebSocket })
    first.socket.on('pong', () => {})
    await flushMicrotasks()
    expect(server.isOpen).toBe(true)
    expect(releaseClient('http://sim.test/')).toBe(true)
    expect(server.current).toBeUndefined()
    expect(releaseClient('http://sim.test')).toBe(false)
    expect(getClient('http://sim.test', 'mainnet', { WebSocket })).not.toBe(first)
  })
})
