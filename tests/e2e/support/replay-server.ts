// A tiny mempool-compatible server for browser tests: a WebSocket on any path that answers every `init`
// or `want` with the given frames (recorded or hand-made), plus fixed REST answers. CORS is open, since
// the page under test lives on another origin. Shared by every widget's e2e spec.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import type { WebSocket } from 'ws'

export interface ReplayServerOptions {
  /** Sent in order after each `init` / `want` command (frames are JSON objects, as the server sends them). */
  frames: readonly object[]
  /** REST answers by path (with the network prefix, without the query), e.g. '/api/v1/init-data'. */
  rest?: Readonly<Record<string, unknown>>
  /** Listen on this port (default: any free one), e.g. to bring an API back where a widget looks for it. */
  port?: number
}

export interface ReplayServer {
  /** API base to give the widget, e.g. http://127.0.0.1:41234 */
  readonly url: string
  /** Every command the clients sent, parsed, in order. */
  readonly received: unknown[]
  /** WebSocket connections accepted so far. */
  readonly connections: number
  /** Send a frame to every open connection now (e.g. a new block). */
  push(frame: object): void
  close(): Promise<void>
}

export async function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const received: unknown[] = []
  const sockets = new Set<WebSocket>()
  let connections = 0

  const http = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' }
    const body = options.rest?.[path]
    if (body === undefined) {
      response
        .writeHead(404, headers)
        .end(JSON.stringify({ error: `no replayed answer for ${path}` }))
      return
    }
    response.writeHead(200, headers).end(JSON.stringify(body))
  })

  const wss = new WebSocketServer({ server: http })
  wss.on('connection', (socket) => {
    sockets.add(socket)
    connections++
    socket.on('close', () => sockets.delete(socket))
    socket.on('message', (data) => {
      const command = JSON.parse(String(data)) as { action?: string }
      received.push(command)
      if (command.action !== 'init' && command.action !== 'want') return
      for (const frame of options.frames) socket.send(JSON.stringify(frame))
    })
  })

  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    get connections() {
      return connections
    },
    push(frame) {
      for (const socket of sockets) socket.send(JSON.stringify(frame))
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate()
        wss.close()
        http.close(() => resolve())
        // a browser may still hold keep-alive connections: without this, close waits for them
        http.closeAllConnections()
      }),
  }
}
