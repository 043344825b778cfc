// Bounded resources against the real app (createServerApp, listening on a port): stalled heads and bodies
// are closed after their timeouts, an absurd chunk size is refused at once, websockets outlive the HTTP
// timeouts, and the per-address limits answer 429 / close 1013.
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { connectClient } from '../../ws/testing/ws-client'
import { createServerApp, type ServerApp } from '../app'
import { sleep, stalledBodies } from '../testing/abuse-probes'
import { nullNetwork } from '../testing/null-network'
import type { ServerLimits } from './server-limits'

let server: ServerApp | undefined

async function listen(limits: Partial<ServerLimits>): Promise<number> {
  server = await createServerApp({ networks: new Map([['mainnet', nullNetwork()]]), limits })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const address = server.app.server.address()
  return typeof address === 'object' && address ? address.port : 0
}

afterEach(async () => {
  await server?.app.close()
  server = undefined
})

/** Writes `text` on a raw connection; resolves with what came back when the server closed it (or null
 * if it was still open after `waitMs`). */
function rawExchange(port: number, text: string, waitMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    let answer = ''
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    const timer = setTimeout(() => {
      socket.destroy()
      resolve(null)
    }, waitMs)
    socket.on('data', (bytes) => (answer += bytes.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(answer)
    })
  })
}

const SHORT = { headersTimeoutMs: 400, requestTimeoutMs: 600, idleTimeoutMs: 800 }

describe('bounded connections', () => {
  it('closes 50 stalled request bodies after the request timeout', async () => {
    const port = await listen(SHORT)
    const stalled = await stalledBodies(port, 50, 4_000)
    stalled.close()
    expect(stalled.stillOpen).toBe(0)
  })

  it('closes a connection that never finishes its head', async () => {
    const port = await listen(SHORT)
    const answer = await rawExchange(
      port,
      'GET /api/blocks/tip/height HTTP/1.1\r\nHost: x\r\n',
      4_000,
    )
    expect(answer).not.toBeNull()
  })

  it('answers 400 at once to a chunk larger than the body limit', async () => {
    const port = await listen({})
    const started = performance.now()
    const answer = await rawExchange(
      port,
      'POST /api/tx HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nfffffffffff\r\n0200',
      3_000,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toMatch(/content-type: text\/plain/i)
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('still reads a chunked body within the limit and keeps the connection for the next request', async () => {
    const port = await listen({})
    const body = '"bc1qjunk"'
    const chunked = `POST /api/addresses/txs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`
    const answer = await rawExchange(
      port,
      `${chunked}GET /api/blocks/tip/height HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      3_000,
    )
    expect(answer?.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 400', 'HTTP/1.1 200'])
  })

  it('keeps an idle websocket open past every HTTP timeout', async () => {
    const port = await listen(SHORT)
    const c = await connectClient(`ws://127.0.0.1:${port}/api/v1/ws`)
    await sleep(2_000)
    c.send({ action: 'ping' })
    expect(await c.next()).toEqual({ pong: true })
    c.socket.terminate()
  })

  it('answers 429 text/plain with Retry-After once an address goes over its request rate', async () => {
    const port = await listen({ httpPerIpPerMinute: 60 })
    const url = `http://127.0.0.1:${port}/api/blocks/tip/height`
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await fetch(url)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    const refused = await fetch(url)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(await refused.text()).toMatch(/Too many requests/)
  })

  it('closes a websocket over the per-address connection count with 1013 and a reason', async () => {
    const port = await listen({ wsPerIp: 2 })
    const url = `ws://127.0.0.1:${port}/api/v1/ws`
    const kept = [await connectClient(url), await connectClient(url)]
    const third = await connectClient(url)
    const reason = new Promise<string>((resolve) =>
      third.socket.on('close', (_code, why) => resolve(why.toString())),
    )
    expect(await third.closed).toBe(1013)
    expect(await reason).toMatch(/too many connections/)
    // a slot freed by a close is available again
    kept[0]?.socket.close()
    await kept[0]?.closed
    const again = await connectClient(url)
    again.send({ action: 'ping' })
    expect(await again.next()).toEqual({ pong: true })
    for (const c of [...kept, again]) c.socket.terminate()
  })
})
