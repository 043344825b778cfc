// A test websocket client that queues parsed frames (and their raw text) and reports how it closed.
import WebSocket from 'ws'

export interface TestClient {
  socket: WebSocket
  /** Next frame (parsed) — waits up to `timeoutMs`, rejects after. */
  next(timeoutMs?: number): Promise<Record<string, unknown>>
  /** Next frame's raw text. */
  nextRaw(timeoutMs?: number): Promise<string>
  send(value: unknown): void
  /** Resolves with the close code. */
  closed: Promise<number>
}

export async function connectClient(url: string): Promise<TestClient> {
  const socket = new WebSocket(url)
  const queue: string[] = []
  const waiters: ((raw: string) => void)[] = []
  socket.on('message', (data) => {
    const raw = Buffer.isBuffer(data) ? data.toString() : String(data)
    const waiter = waiters.shift()
    if (waiter) waiter(raw)
    else queue.push(raw)
  })
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  socket.on('error', () => undefined)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const nextRaw = (timeoutMs = 2000): Promise<string> => {
    const queued = queue.shift()
    if (queued !== undefined) return Promise.resolve(queued)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(done), 1)
        reject(new Error('no frame received'))
      }, timeoutMs)
      const done = (raw: string): void => {
        clearTimeout(timer)
        resolve(raw)
      }
      waiters.push(done)
    })
  }
  return {
    socket,
    nextRaw,
    next: async (timeoutMs) => JSON.parse(await nextRaw(timeoutMs)) as Record<string, unknown>,
    send: (value) => socket.send(typeof value === 'string' ? value : JSON.stringify(value)),
    closed,
  }
}
