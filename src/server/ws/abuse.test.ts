// Cheap requests that used to stall everyone: a client flooding junk track-addresses lists must not slow
// another client's ping or a REST call (real simulator, real server), and a connection whose commands cost
// too much server time is closed.
import fastifyWebsocket from '@fastify/websocket'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  junkTrackFlood,
  pingLatencies,
  quantile,
  restLatencies,
  sleep,
} from '../http/testing/abuse-probes'
import { startSimServerForFile } from '../http/testing/sim-server'
import { COMMAND_BUDGET_MS } from './command-budget'
import { MAX_TRACKED_ADDRESSES } from './limits'
import { registerSocket } from './register-socket'
import { SocketHub } from './socket-hub'
import { FakeNetwork } from './testing/fake-network'
import { connectClient } from './testing/ws-client'

const sim = startSimServerForFile({ seed: 41, historyBlocks: 130 })

describe('websocket abuse', () => {
  it('answers an over-long track-addresses list with the error, without decoding its entries', async () => {
    const c = await connectClient(sim.wsUrl)
    let decoded = 0
    const original = sim.net.scriptPubKeyOf.bind(sim.net)
    sim.net.scriptPubKeyOf = (value) => {
      decoded++
      return original(value)
    }
    try {
      c.send({ 'track-addresses': Array.from({ length: 5000 }, (_, i) => `j${i}`) })
      expect(await c.next()).toEqual({
        'track-addresses-error': `too many addresses requested, this connection supports tracking a maximum of ${MAX_TRACKED_ADDRESSES} addresses`,
      })
      c.send({ 'track-scriptpubkeys': Array.from({ length: 5000 }, () => '00') })
      expect(Object.keys(await c.next())).toEqual(['track-scriptpubkeys-error'])
      expect(decoded).toBe(0)
    } finally {
      sim.net.scriptPubKeyOf = original
      c.socket.terminate()
    }
  })

  it("three junk track-addresses flooders cannot push another client's ping or a REST call past 250 ms", async () => {
    const address = sim.server.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const stop = await junkTrackFlood(sim.wsUrl, 3)
    try {
      await sleep(300)
      const [pings, rest] = await Promise.all([
        pingLatencies(sim.wsUrl, 40),
        restLatencies(`http://127.0.0.1:${port}/api/blocks/tip/height`, 40),
      ])
      expect(quantile(pings, 0.99)).toBeLessThan(250)
      expect(quantile(rest, 0.99)).toBeLessThan(250)
    } finally {
      stop()
    }
  }, 60_000)

  it('closes a connection whose commands use more than its budget of server time', async () => {
    const net = new FakeNetwork()
    let clock = 0
    // every command "takes" COMMAND_BUDGET_MS / 5 ms: the sixth goes over the budget
    const hub = new SocketHub({
      network: net,
      log: () => undefined,
      cpuClock: () => (clock += COMMAND_BUDGET_MS / 5),
    })
    const app = Fastify()
    await app.register(fastifyWebsocket)
    registerSocket(app, hub)
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const address = app.server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const c = await connectClient(`ws://127.0.0.1:${port}/api/v1/ws`)
      const reason = new Promise<string>((resolve) =>
        c.socket.on('close', (_code, why) => resolve(why.toString())),
      )
      for (let i = 0; i < 6; i++) {
        c.send({ action: 'ping' })
        expect(await c.next()).toEqual({ pong: true })
      }
      const code = await Promise.race([c.closed, sleep(3000).then(() => 'still open')])
      expect(code).toBe(1008)
      expect(await reason).toMatch(/too much work/)
    } finally {
      hub.close()
      await app.close()
    }
  })
})
