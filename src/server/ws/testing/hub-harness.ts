// A SocketHub over a FakeNetwork behind a real Fastify websocket, started before and stopped after each test,
// shared by the websocket tests.
import fastifyWebsocket from '@fastify/websocket'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, beforeEach } from 'vitest'
import { MAX_FRAME_BYTES } from '../limits'
import { registerSocket } from '../register-socket'
import { SocketHub } from '../socket-hub'
import { FakeNetwork } from './fake-network'
import { connectClient, type TestClient } from './ws-client'

export interface HubHarness {
  readonly app: FastifyInstance
  /** The current test's fake network and hub (valid inside a test). */
  readonly net: FakeNetwork
  readonly hub: SocketHub
  /** A connected client, terminated after the test. */
  client(): Promise<TestClient>
}

export function startHubPerTest(): HubHarness {
  let app: FastifyInstance
  let net: FakeNetwork
  let hub: SocketHub
  let url = ''
  const clients: TestClient[] = []

  beforeEach(async () => {
    net = new FakeNetwork()
    hub = new SocketHub({ network: net, log: () => undefined })
    app = Fastify()
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } })
    registerSocket(app, hub)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/ws`
  })

  afterEach(async () => {
    for (const c of clients.splice(0)) c.socket.terminate()
    hub.close()
    await app.close()
  })

  return {
    get app() {
      return app
    },
    get net() {
      return net
    },
    get hub() {
      return hub
    },
    async client() {
      const c = await connectClient(url)
      clients.push(c)
      return c
    },
  }
}

/** Sends a ping and returns every frame that arrived before the pong. */
export async function framesUntilPong(c: TestClient): Promise<Record<string, unknown>[]> {
  c.send({ action: 'ping' })
  const frames: Record<string, unknown>[] = []
  for (;;) {
    const frame = await c.next()
    if ('pong' in frame) return frames
    frames.push(frame)
  }
}
