// Canary probes and abuse patterns shared by the abuse tests and bench/60-abuse.ts: each pattern runs
// against a listening server while a well-behaved client measures how long its own answers take.
import { connect } from 'node:net'
import { connectClient, type TestClient } from '../../ws/testing/ws-client'

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** The q-quantile (0…1) of the samples, ms. */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

/** ms from a websocket ping to its pong, `count` times, `gapMs` apart. */
export async function pingLatencies(wsUrl: string, count: number, gapMs = 20): Promise<number[]> {
  const canary = await connectClient(wsUrl)
  const out: number[] = []
  try {
    for (let i = 0; i < count; i++) {
      const started = performance.now()
      canary.send({ action: 'ping' })
      await canary.next(10_000)
      out.push(performance.now() - started)
      await sleep(gapMs)
    }
  } finally {
    canary.socket.terminate()
  }
  return out
}

/** ms of one GET each, `count` times, `gapMs` apart. */
export async function restLatencies(url: string, count: number, gapMs = 20): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const res = await fetch(url)
    await res.arrayBuffer()
    out.push(performance.now() - started)
    await sleep(gapMs)
  }
  return out
}

/** `clients` websockets sending a 5,000-entry junk track-addresses list every `everyMs` until stopped
 * (the default stays within the reference's 100 frames per 10 s, so the frame-rate limit does not end it). */
export async function junkTrackFlood(
  wsUrl: string,
  clients: number,
  everyMs = 110,
): Promise<() => void> {
  const junk = JSON.stringify({
    'track-addresses': Array.from({ length: 5000 }, (_, i) => `j${i}`),
  })
  const sockets: TestClient[] = await Promise.all(
    Array.from({ length: clients }, () => connectClient(wsUrl)),
  )
  const timers = sockets.map((c) =>
    setInterval(() => {
      if (c.socket.readyState === c.socket.OPEN) c.socket.send(junk)
    }, everyMs),
  )
  return () => {
    for (const t of timers) clearInterval(t)
    for (const c of sockets) c.socket.terminate()
  }
}

/** `count` connections that send a request head announcing a body and then nothing; resolves when
 * each has been closed by the server (or after `waitMs`), with the number still open then. */
export async function stalledBodies(
  port: number,
  count: number,
  waitMs: number,
): Promise<{ stillOpen: number; close: () => void }> {
  let open = 0
  const sockets = Array.from({ length: count }, () => {
    const s = connect(port, '127.0.0.1', () => {
      s.write(
        'POST /api/tx HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n0200',
      )
    })
    open++
    s.resume() // read (and drop) the answer, so the server's close is seen
    s.on('error', () => undefined)
    s.on('close', () => open--)
    return s
  })
  const deadline = Date.now() + waitMs
  while (open > 0 && Date.now() < deadline) await sleep(50)
  return { stillOpen: open, close: () => sockets.forEach((s) => s.destroy()) }
}
