// Mounts a network's hub at `<prefix>/api/v1/ws` on a Fastify app with @fastify/websocket registered.
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type WebSocket from 'ws'
import type { IpConnections } from './ip-connections'
import type { HubSocket, SocketHub } from './socket-hub'

/** Close code of a connection refused for its address's connection count ("try again later"). */
export const TOO_MANY_CONNECTIONS_CODE = 1013

/**
 * The hub's view of one connection. Broadcast frames are framed once and written to the upgraded TCP socket
 * (the request's own socket, which ws also writes to); everything else goes through ws.
 */
function hubSocket(ws: WebSocket, raw: Socket): HubSocket {
  return {
    get readyState() {
      return ws.readyState
    },
    get bufferedAmount() {
      return ws.bufferedAmount
    },
    send: (data) => ws.send(data),
    sendFrame: (frame) => {
      raw.write(frame)
    },
    close: (code, reason) => ws.close(code, reason),
    terminate: () => ws.terminate(),
  }
}

/** `perIp`: a counter shared by every network's socket, or none for no per-address limit. */
export function registerSocket(app: FastifyInstance, hub: SocketHub, perIp?: IpConnections): void {
  app.route({
    method: 'GET',
    url: '/api/v1/ws',
    // A plain HTTP GET (no upgrade) gets a clear text answer instead of an empty 404.
    handler: (_req, reply) =>
      reply
        .code(426)
        .type('text/plain; charset=utf-8')
        .send('Upgrade Required: connect with a WebSocket client'),
    wsHandler: (ws, request) => {
      const ip = request.ip
      if (perIp && !perIp.tryOpen(ip)) {
        ws.close(TOO_MANY_CONNECTIONS_CODE, 'too many connections from your address')
        return
      }
      if (perIp) ws.once('close', () => perIp.release(ip))
      const socket = hubSocket(ws, request.raw.socket)
      hub.attach(socket)
      ws.on('message', (data, isBinary) => {
        // Text frames arrive as Buffer; join fragmented frames (array form) for the JSON parser.
        const bytes = Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.isBuffer(data)
            ? data
            : Buffer.from(data)
        if (isBinary && bytes.length === 0) return
        hub.receive(socket, bytes)
      })
      ws.on('close', () => hub.detach(socket))
      ws.on('error', () => ws.terminate())
    },
  })
}
