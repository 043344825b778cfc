// A real client whose WebSocket is the core's in-memory test pair: every `init` or `want` the client
// sends is answered with the given frames, in order, as a mempool server answers with its snapshot.
import { createClient, createTestPair } from '../../../core'
import type { MempoolClient, ServerFrame } from '../../../core'

export function createReplayClient(
  frames: readonly ServerFrame[],
  api = 'https://recorded.invalid',
): MempoolClient {
  const pair = createTestPair()
  const { server } = pair
  const receive = server.receive.bind(server)
  server.receive = (socket, data) => {
    receive(socket, data)
    const command = JSON.parse(data) as { action?: string }
    if (command.action !== 'init' && command.action !== 'want') return
    // After the current send returns, like a server's reply.
    queueMicrotask(() => {
      for (const frame of frames) if (server.isOpen) server.push(frame)
    })
  }
  return createClient({
    api,
    WebSocket: pair.WebSocket,
    fetch: () => Promise.reject(new Error('recorded stories have no REST server')),
    visibility: null,
    online: null,
  })
}
