// Websocket fan-out cost: 1,000 and 10,000 loopback clients wanting stats + mempool-blocks; measures the
// server CPU (process.cpuUsage) spent broadcasting a realistic mempool-update frame. Goal ≤ 5 µs per client
// per update. The clients live in a child process (file-descriptor limits, and so their CPU is not counted).
import { spawn, type ChildProcess } from 'node:child_process'
import type { Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import fastifyWebsocket from '@fastify/websocket'
import Fastify from 'fastify'
import WebSocket from 'ws'
import { registerSocket } from '../src/server/ws/register-socket'
import { SocketHub } from '../src/server/ws/socket-hub'
import { encodeTextFrame } from '../src/server/ws/text-frame'
import { FakeNetwork, compressed } from '../src/server/ws/testing/fake-network'

const UPDATES = 20
const HARD_LIMIT_MS = 240_000

// ---- child: open N clients, count frames, report over IPC
async function runClients(count: number, url: string): Promise<void> {
  let received = 0
  const sockets: WebSocket[] = []
  for (let i = 0; i < count; i += 250) {
    await Promise.all(
      Array.from(
        { length: Math.min(250, count - i) },
        () =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(url, { perMessageDeflate: false })
            ws.on('message', () => received++)
            ws.once('open', () => {
              ws.send(JSON.stringify({ action: 'want', data: ['stats', 'mempool-blocks'] }))
              resolve()
            })
            ws.once('error', reject)
            sockets.push(ws)
          }),
      ),
    )
  }
  process.send?.({ connected: sockets.length })
  const timer = setInterval(() => process.send?.({ received }), 50)
  process.on('message', () => {
    clearInterval(timer)
    for (const ws of sockets) ws.terminate()
    process.exit(0)
  })
}

// ---- parent: the server and the measurement
function realisticUpdate(net: FakeNetwork): void {
  // 8 projected blocks with 7-entry fee ranges and 6 latest txs, as on a busy mainnet.
  net.projected = Array.from({ length: 8 }, (_, b) =>
    Array.from({ length: 3 }, (_, i) => compressed(b * 10 + i, 10 - b + i / 7)),
  )
  net.emitMempoolUpdate({
    transactions: Array.from({ length: 6 }, (_, i) => ({
      txid: compressed(i)[0],
      fee: 2568 + i,
      vsize: 208.25,
      value: 29_143_035,
      rate: 12.331332533013205,
    })),
  })
}

/** Size of one broadcast frame, read by an extra client. */
async function measureFrameBytes(url: string, net: FakeNetwork): Promise<number> {
  const ws = new WebSocket(url)
  await new Promise((resolve) => ws.once('open', resolve))
  ws.send(JSON.stringify({ action: 'want', data: ['stats', 'mempool-blocks'] }))
  await new Promise((resolve) => ws.once('message', resolve))
  const frame = new Promise<number>((resolve) =>
    ws.once('message', (data: Buffer) => resolve(data.length)),
  )
  realisticUpdate(net)
  const bytes = await frame
  ws.terminate()
  return bytes
}

function waitFor(
  child: ChildProcess,
  test: (msg: Record<string, number>) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (msg: Record<string, number>): void => {
      if (!test(msg)) return
      child.off('message', onMessage)
      resolve()
    }
    child.on('message', onMessage)
  })
}

async function measure(count: number): Promise<void> {
  const net = new FakeNetwork()
  const hub = new SocketHub({ network: net })
  const app = Fastify()
  await app.register(fastifyWebsocket, { options: { perMessageDeflate: false, backlog: 2048 } })
  registerSocket(app, hub)
  // The upgraded TCP sockets, for the floor measurement (a bare write of the same framed bytes).
  const rawSockets: Socket[] = []
  app.server.on('upgrade', (_req, socket: Socket) => rawSockets.push(socket))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/ws`
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), 'clients', String(count), url],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  )
  try {
    await waitFor(child, (m) => m['connected'] === count)
    // Every client has sent its `want` once its snapshot frame arrived: 1 frame each.
    await waitFor(child, (m) => (m['received'] ?? 0) >= count)
    const frameBytes = await measureFrameBytes(url, net)
    await waitFor(child, (m) => (m['received'] ?? 0) >= 2 * count)
    let cpuUs = 0
    let userUs = 0
    for (let u = 1; u <= UPDATES; u++) {
      const before = process.cpuUsage()
      realisticUpdate(net)
      const spent = process.cpuUsage(before)
      cpuUs += spent.user + spent.system
      userUs += spent.user
      await waitFor(child, (m) => (m['received'] ?? 0) >= count * (2 + u))
    }
    // Floor: the kernel's loopback TCP send alone, writing an equally sized ready frame to each socket.
    const frame = encodeTextFrame(
      Buffer.from(JSON.stringify({ pad: 'x'.repeat(Math.max(0, frameBytes - 10)) })),
    )
    let floorUs = 0
    for (let u = 1; u <= UPDATES; u++) {
      const before = process.cpuUsage()
      for (const socket of rawSockets) if (!socket.destroyed) socket.write(frame)
      const spent = process.cpuUsage(before)
      floorUs += spent.user + spent.system
      await waitFor(child, (m) => (m['received'] ?? 0) >= count * (2 + UPDATES + u))
    }
    const perClient = cpuUs / UPDATES / count
    const userPerClient = userUs / UPDATES / count
    console.log(
      `${count.toLocaleString('en-US')} clients, ${frameBytes} B frame: ${(cpuUs / UPDATES / 1000).toFixed(2)} ms CPU per update = ` +
        `${perClient.toFixed(2)} µs per client per update (JS ${userPerClient.toFixed(2)} + kernel ${(perClient - userPerClient).toFixed(2)}; goal ≤ 5); ` +
        `bare socket write floor ${(floorUs / UPDATES / count).toFixed(2)} µs`,
    )
  } finally {
    child.send('stop')
    hub.close()
    await app.close()
  }
}

if (process.argv[2] === 'clients') {
  void runClients(Number(process.argv[3]), process.argv[4] ?? '')
} else {
  const guard = setTimeout(() => {
    console.log('ws fan-out benchmark: hard time limit reached, stopping')
    process.exit(1)
  }, HARD_LIMIT_MS)
  guard.unref()
  for (const count of process.env['FANOUT_COUNTS']?.split(',').map(Number) ?? [1_000, 10_000])
    await measure(count)
  process.exit(0)
}
