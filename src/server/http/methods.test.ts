// Every method gets an answer: a wrong method on a real API route is a 405 whose Allow comes from the
// registered routes, CONNECT and methods Node's parser refuses get a plain-text 501 instead of a dropped
// socket (checked on a raw socket, since HTTP clients will not send them), and framework errors are our text.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp, type ServerApp } from './app'
import { nullNetwork } from './testing/null-network'

let server: ServerApp
let port = 0
beforeAll(async () => {
  server = await createServerApp({
    networks: new Map([
      ['mainnet', nullNetwork()],
      ['testnet', nullNetwork({ name: 'testnet' })],
    ]),
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const address = server.app.server.address()
  port = typeof address === 'object' && address ? address.port : 0
})
afterAll(async () => server.app.close())

/** Writes `head` on a fresh socket and resolves with everything read until the server closes it. */
function rawRequest(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${head.split('\r')[0]}`)))
  })
}

describe('a wrong method on a real route', () => {
  it.each([
    ['PUT', '/api/tx', 'POST'],
    ['GET', '/api/tx', 'POST'],
    ['DELETE', '/api/blocks', 'GET, HEAD'],
    ['POST', '/testnet/api/v1/fees/recommended', 'GET, HEAD'],
    ['PATCH', `/api/tx/${'a'.repeat(64)}/status`, 'GET, HEAD'],
    ['OPTIONS', '/api/v1/blocks/', 'GET, HEAD'],
    ['TRACE', '/api/blocks/tip/height', 'GET, HEAD'],
    ['PROPFIND', '/api/v1/mining/pools/1w', 'GET, HEAD'],
  ])('%s %s → 405, Allow: %s', async (method, url, allow) => {
    const res = await server.app.inject({ method: method as 'GET', url })
    expect(res.statusCode).toBe(405)
    expect(res.headers['allow']).toBe(allow)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toBe('Method Not Allowed')
  })

  it('leaves unknown paths 404 whatever the method', async () => {
    for (const method of ['GET', 'PUT', 'TRACE'] as const) {
      const res = await server.app.inject({ method, url: '/api/v1/nothing-here' })
      expect(res.statusCode, method).toBe(404)
    }
  })
})

describe('methods no route takes', () => {
  it.each([
    ['CONNECT example.com:443', 501],
    ['BREW /', 501],
    ['GET / HTTP/1.1\r\nbroken header', 400],
  ])('%s is answered in plain text, then closed', async (line, status) => {
    const answer = await rawRequest(`${line} HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
    expect(answer).toMatch(/content-type: text\/plain/i)
    expect(answer).not.toMatch(/[{}]/)
  })

  it('TRACE and PROPFIND on a raw socket get an answer too', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const answer = await rawRequest(
        `${method} /api/blocks HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      )
      expect(answer, method).toMatch(/^HTTP\/1\.1 405 /)
      expect(answer).toMatch(/\r\nallow: GET, HEAD\r\n/i)
    }
  })
})

describe('framework errors', () => {
  it.each([
    ['a JSON syntax error', '{x', 'Invalid JSON body'],
    ['an empty JSON body', '', 'Empty JSON body'],
  ])('%s → 400 with our text, not the parser’s', async (_what, payload, text) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/addresses/txs',
      payload,
      headers: { 'content-type': 'application/json' },
    })
    expect(`${res.statusCode} ${res.body}`).toBe(`400 ${text}`)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
  })

  it('a parameter longer than the router takes is a short 414, not a message quoting the path', async () => {
    const res = await server.app.inject(`/api/tx/${'a'.repeat(300)}`)
    expect(`${res.statusCode} ${res.body}`).toBe('414 URI Too Long')
  })
})
