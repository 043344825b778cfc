import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConnectionState } from '../client/contracts'
import { FakePageTarget } from './fake-page'
import { Reconnect, type ReconnectOptions } from './reconnect'
import { createTestPair, flushMicrotasks } from './test-pair'
import { WsConnection } from './ws-connection'

function setup(options: ReconnectOptions = {}) {
  const pair = createTestPair()
  const reconnect = new Reconnect(new WsConnection('ws://test/api/v1/ws', pair.WebSocket), {
    random: () => 0.5,
    ...options,
  })
  const states: ConnectionState[] = [reconnect.state]
  reconnect.on('state', (state) => states.push(state))
  return { ...pair, reconnect, states }
}

async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms)
  await flushMicrotasks()
}

describe('Reconnect', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('goes 0 → 1 → 2 → 0 → 1 → 2 across a drop', async () => {
    const { reconnect, server, states } = setup()
    reconnect.connect()
    await flushMicrotasks()
    server.close()
    await advance(3_000)
    expect(states).toEqual([0, 1, 2, 0, 1, 2])
    expect(reconnect.connected).toBe(true)
  })

  it.each([
    [0, 2_000],
    [1, 4_000],
    [0.25, 2_500],
  ])('with random() = %s reconnects after exactly %s ms, not before', async (random, delayMs) => {
    const { reconnect, server } = setup({ random: () => random })
    reconnect.connect()
    await flushMicrotasks()
    server.error()
    expect(reconnect.state).toBe(0)
    await advance(delayMs - 1)
    expect(server.connections).toBe(1)
    expect(reconnect.state).toBe(0)
    await advance(1)
    expect(server.connections).toBe(2)
    expect(reconnect.state).toBe(2)
  })

  it('keeps retrying while connections fail', async () => {
    const { reconnect, server } = setup({ random: () => 0 })
    reconnect.connect()
    await flushMicrotasks()
    server.error()
    await advance(2_000)
    server.error()
    await advance(2_000)
    expect(server.connections).toBe(3)
    expect(reconnect.connected).toBe(true)
  })

  it('pings after 30 s without a frame, not before', async () => {
    const { reconnect, server } = setup()
    reconnect.connect()
    await flushMicrotasks()
    await advance(29_999)
    expect(server.frames).toEqual([])
    await advance(1)
    expect(server.takeFrames()).toEqual([{ action: 'ping' }])
    await advance(4_000)
    expect(server.frames).toEqual([]) // one ping per silence
  })

  it('closes and reconnects when nothing arrives within 5 s of the ping', async () => {
    const { reconnect, server, states } = setup({ random: () => 0 })
    reconnect.connect()
    await flushMicrotasks()
    await advance(30_000)
    await advance(4_999)
    expect(reconnect.state).toBe(2)
    await advance(1)
    expect(reconnect.state).toBe(0)
    expect(server.sockets[0]?.readyState).toBe(3)
    await advance(2_000)
    expect(server.connections).toBe(2)
    expect(states).toEqual([0, 1, 2, 0, 1, 2])
  })

  it('stays connected when any frame arrives within 5 s of the ping', async () => {
    const { reconnect, server } = setup()
    reconnect.connect()
    await flushMicrotasks()
    await advance(30_000)
    await advance(4_999)
    server.push({ fees: { fastestFee: 2 } }) // not a pong, still proof of life
    await advance(10_000)
    expect(reconnect.state).toBe(2)
    expect(server.connections).toBe(1)
  })

  it('restarts the 30 s countdown on every frame', async () => {
    const { reconnect, server } = setup()
    reconnect.connect()
    await flushMicrotasks()
    await advance(20_000)
    server.push({ mempoolInfo: {} })
    await advance(29_999)
    expect(server.frames).toEqual([])
    await advance(1)
    expect(server.takeFrames()).toEqual([{ action: 'ping' }])
  })

  it('reconnects at once when the page becomes visible while offline', async () => {
    const page = new FakePageTarget()
    const { reconnect, server } = setup({ visibility: page, random: () => 1 })
    reconnect.connect()
    await flushMicrotasks()
    page.setVisible(false)
    server.close()
    await advance(100)
    page.fire('visibilitychange') // still hidden: nothing
    expect(server.connections).toBe(1)
    page.setVisible(true)
    await flushMicrotasks()
    expect(server.connections).toBe(2)
    expect(reconnect.state).toBe(2)
    await advance(5_000) // the cancelled retry timer does not open a third one
    expect(server.connections).toBe(2)
  })

  it('reconnects at once when the network comes back', async () => {
    const window = new FakePageTarget()
    const { reconnect, server } = setup({ online: window, random: () => 1 })
    reconnect.connect()
    await flushMicrotasks()
    server.error()
    window.fire('online')
    await flushMicrotasks()
    expect(server.connections).toBe(2)
    expect(reconnect.connected).toBe(true)
  })

  it('asks for a resync when the page becomes visible while connected', async () => {
    const page = new FakePageTarget()
    const { reconnect, server } = setup({ visibility: page })
    const resyncs: number[] = []
    reconnect.on('resync', () => resyncs.push(server.connections))
    reconnect.connect()
    await flushMicrotasks()
    page.setVisible(false)
    expect(resyncs).toEqual([])
    page.setVisible(true)
    expect(resyncs).toEqual([1])
    expect(server.connections).toBe(1)
  })

  it('does not resume a connection nobody wants', async () => {
    const page = new FakePageTarget()
    const { reconnect, server } = setup({ visibility: page, online: page })
    page.setVisible(true)
    page.fire('online')
    reconnect.connect()
    await flushMicrotasks()
    reconnect.disconnect()
    page.setVisible(true)
    page.fire('online')
    await advance(10_000)
    expect(server.connections).toBe(1)
    expect(reconnect.state).toBe(0)
  })

  it('does not reconnect after disconnect()', async () => {
    const { reconnect, server } = setup()
    reconnect.connect()
    await flushMicrotasks()
    reconnect.disconnect()
    await advance(60_000)
    expect(server.connections).toBe(1)
    expect(server.frames).toEqual([])
  })

  it('destroy() leaves no timers and no listeners', async () => {
    const page = new FakePageTarget()
    const { reconnect, server } = setup({ visibility: page, online: page })
    expect(page.listenerCount()).toBe(2)
    reconnect.connect()
    await flushMicrotasks()
    server.close() // a retry is now pending
    expect(vi.getTimerCount()).toBe(1)
    reconnect.destroy()
    expect(vi.getTimerCount()).toBe(0)
    expect(page.listenerCount()).toBe(0)
    reconnect.connect()
    await advance(60_000)
    expect(server.connections).toBe(1)
  })

  it('destroy() while connected closes the socket and stops the ping timer', async () => {
    const { reconnect, server } = setup()
    reconnect.connect()
    await flushMicrotasks()
    expect(vi.getTimerCount()).toBe(1)
    reconnect.destroy()
    expect(vi.getTimerCount()).toBe(0)
    expect(server.current).toBeUndefined()
    expect(reconnect.state).toBe(0)
  })
})
