import { describe, expect, it } from 'vitest'
import { WebSocket as NodeWebSocket } from 'ws'
import { createTestPair, flushMicrotasks } from './test-pair'
import { WsConnection, type ConnectionError, type WebSocketClass } from './ws-connection'

// Both real implementations must fit the injected class type (checked by tsc).
export const browserClass: WebSocketClass | undefined = (
  globalThis as { WebSocket?: typeof WebSocket }
).WebSocket
export const nodeClass: WebSocketClass = NodeWebSocket

function setup() {
  const pair = createTestPair()
  const connection = new WsConnection('ws://test/api/v1/ws', pair.WebSocket)
  const events: string[] = []
  const errors: ConnectionError[] = []
  const messages: unknown[] = []
  connection.on('connecting', () => events.push('connecting'))
  connection.on('connect', () => events.push('connect'))
  connection.on('disconnect', () => events.push('disconnect'))
  connection.on('message', (frame) => messages.push(frame))
  connection.on('error', (error) => errors.push(error))
  return { ...pair, connection, events, errors, messages }
}

describe('WsConnection', () => {
  it('opens through the injected class and exchanges JSON object frames', async () => {
    const { connection, server, events, messages } = setup()
    connection.connect()
    expect(events).toEqual(['connecting'])
    expect(server.sockets[0]?.url).toBe('ws://test/api/v1/ws')
    await flushMicrotasks()
    expect(events).toEqual(['connecting', 'connect'])
    expect(connection.connected).toBe(true)

    expect(connection.send({ action: 'init' })).toBe(true)
    expect(server.takeFrames()).toEqual([{ action: 'init' }])

    server.push('{"pong": true, "fees": {"fastestFee": 3}}')
    expect(messages).toEqual([{ pong: true, fees: { fastestFee: 3 } }])
  })

  it('turns an unparsable or non-object frame into an error event and stays connected', async () => {
    const { connection, server, errors, messages, events } = setup()
    connection.connect()
    await flushMicrotasks()
    expect(() => server.push('{not json')).not.toThrow()
    server.push('[1,2]')
    server.push('"text"')
    expect(errors.map((e) => e.kind)).toEqual(['frame', 'frame', 'frame'])
    expect(messages).toEqual([])
    expect(connection.connected).toBe(true)
    expect(events).not.toContain('disconnect')
    server.push({ pong: true })
    expect(messages).toEqual([{ pong: true }])
  })

  it('decodes binary text frames', async () => {
    const { connection, server, messages } = setup()
    connection.connect()
    await flushMicrotasks()
    server.current?.onmessage?.({ data: new TextEncoder().encode('{"pong":true}') })
    expect(messages).toEqual([{ pong: true }])
  })

  it('drops sends while not connected', async () => {
    const { connection, server } = setup()
    expect(connection.send({ action: 'ping' })).toBe(false)
    connection.connect()
    expect(connection.send({ action: 'ping' })).toBe(false) // still connecting
    await flushMicrotasks()
    connection.disconnect()
    expect(connection.send({ action: 'ping' })).toBe(false)
    expect(server.frames).toEqual([])
  })

  it('reports a transport error once, followed by one disconnect', async () => {
    const { connection, server, events, errors } = setup()
    connection.connect()
    await flushMicrotasks()
    server.error()
    expect(errors.map((e) => e.kind)).toEqual(['transport'])
    expect(events).toEqual(['connecting', 'connect', 'disconnect'])
    expect(connection.connected).toBe(false)
  })

  it('reports a server close as a disconnect and can connect again', async () => {
    const { connection, server, events } = setup()
    connection.connect()
    await flushMicrotasks()
    server.close()
    expect(events).toEqual(['connecting', 'connect', 'disconnect'])
    connection.connect()
    await flushMicrotasks()
    expect(server.connections).toBe(2)
    expect(connection.connected).toBe(true)
  })

  it('closes the socket on disconnect, even while it is still connecting', () => {
    const { connection, server, events } = setup()
    connection.connect()
    connection.disconnect()
    expect(events).toEqual(['connecting', 'disconnect'])
    expect(server.sockets[0]?.readyState).toBe(3)
    connection.disconnect()
    expect(events).toEqual(['connecting', 'disconnect'])
  })

  it('turns a throwing constructor into an error and a disconnect', () => {
    const Broken = class {
      constructor() {
        throw new SyntaxError('bad url')
      }
    } as unknown as WebSocketClass
    const connection = new WsConnection('nope', Broken)
    const seen: string[] = []
    connection.on('error', (error) => seen.push(`error:${error.kind}`))
    connection.on('disconnect', () => seen.push('disconnect'))
    expect(() => connection.connect()).not.toThrow()
    expect(seen).toEqual(['error:transport', 'disconnect'])
  })
})
