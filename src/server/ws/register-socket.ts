// Mounts a network's hub at `<prefix>/api/v1/ws` on a Fastify app with @fastify/websocket registered.
import type { FastifyInstance } from 'fastify'
import type { SocketHub } from './socket-hub'

export function registerSocket(app: FastifyInstance, hub: SocketHub): void {
  app.get('/api/v1/ws', { websocket: true }, (socket) => {
    hub.attach(socket)
    socket.on('message', (data, isBinary) => {
      // Text frames arrive as Buffer; join fragmented frames (array form) for the JSON parser.
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)
      if (isBinary && bytes.length === 0) return
      hub.receive(socket, bytes)
    })
    socket.on('close', () => hub.detach(socket))
    socket.on('error', () => socket.terminate())
  })
}
