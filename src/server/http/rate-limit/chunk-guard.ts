// Answers 400 to a chunked request body that announces a chunk larger than the body limit, instead of
// waiting for bytes that would be refused anyway (or never come). Reads each connection's bytes beside
// Node's parser with a ChunkFramer; a connection it cannot follow (an upgrade, odd framing) is left alone.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { ChunkFramer } from './chunk-framer'

const MESSAGE = 'Bad Request: a body chunk is larger than the body limit\n'

interface Watched {
  framer: ChunkFramer
  /** Requests Node has parsed on this socket, and the response of the last one. */
  requests: number
  response?: ServerResponse
}

export function guardChunkSizes(server: Server, maxChunkBytes: number): void {
  const watched = new WeakMap<Socket, Watched>()
  server.on('connection', (socket: Socket) => {
    const state: Watched = { framer: new ChunkFramer(maxChunkBytes), requests: 0 }
    watched.set(socket, state)
    const onData = (bytes: Buffer): void => {
      const verdict = state.framer.feed(bytes)
      if (verdict === 'ok') return
      socket.off('data', onData)
      if (verdict === 'too-large') refuse(socket, state)
    }
    socket.on('data', onData)
  })
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = watched.get(req.socket)
    if (state === undefined) return
    state.requests++
    state.response = res
  })
}

/** The 400 goes out on the request's own response when nothing was sent for it yet; else the socket ends. */
function refuse(socket: Socket, state: Watched): void {
  const res = state.response
  if (res === undefined || state.requests !== state.framer.requests || res.headersSent) {
    socket.destroy()
    return
  }
  res.writeHead(400, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(MESSAGE),
    connection: 'close',
  })
  res.end(MESSAGE, () => socket.destroy())
}
