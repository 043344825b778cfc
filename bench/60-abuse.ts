// p99 of a well-behaved client's websocket ping and REST call while each abuse pattern of issue 8 runs against
// a real server (simulated mainnet, createServerApp on a port, the node's timers running). The per-address
// limits are off here: every client is 127.0.0.1, so this measures what the server survives without them.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServerApp } from '../src/server/http/app'
import {
  junkTrackFlood,
  pingLatencies,
  quantile,
  restLatencies,
  sleep,
  stalledBodies,
} from '../src/server/http/testing/abuse-probes'
import { createSimNode } from '../src/server/node'
import { confirmedUtxo, spendTx } from '../src/server/node/test-support'
import { connectClient } from '../src/server/ws/testing/ws-client'

const GOAL_MS = 250
const dir = mkdtempSync(join(tmpdir(), 'mpw-bench-abuse-'))
const node = await createSimNode({
  dataDir: dir,
  seed: 60,
  networks: ['mainnet'],
  historyBlocks: 300,
  skipSignatureChecks: true,
})
const net = node.networks.get('mainnet')
if (!net) throw new Error('no mainnet')
const { app } = await createServerApp({
  networks: node.networks,
  limits: { requestTimeoutMs: 3_000, headersTimeoutMs: 3_000 },
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : 0
const base = `http://127.0.0.1:${port}`
const wsUrl = `ws://127.0.0.1:${port}/api/v1/ws`

/** Runs the canaries (60 pings and 60 REST calls) while `abuse` runs, and prints their p99 against the goal. */
async function measure(
  name: string,
  abuse: () => Promise<() => Promise<string | void>>,
): Promise<void> {
  const stop = await abuse()
  await sleep(200)
  const [pings, rest] = await Promise.all([
    pingLatencies(wsUrl, 60),
    restLatencies(`${base}/api/v1/fees/recommended`, 60),
  ])
  const note = await stop()
  const p99 = Math.max(quantile(pings, 0.99), quantile(rest, 0.99))
  console.log(
    `${name.padEnd(44)} ping p99 ${quantile(pings, 0.99).toFixed(1).padStart(7)} ms, REST p99 ${quantile(rest, 0.99).toFixed(1).padStart(7)} ms  ${p99 < GOAL_MS ? 'ok' : 'OVER'} (goal < ${GOAL_MS} ms)${note ? `  ${note}` : ''}`,
  )
}

/** Loops of `body` POSTed to `path` until stopped. */
function postLoops(path: string, body: string, loops: number): () => Promise<string> {
  let running = true
  let count = 0
  const runs = Array.from({ length: loops }, async () => {
    while (running) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      await res.arrayBuffer()
      count++
    }
  })
  return async () => {
    running = false
    await Promise.all(runs)
    return `${count} requests`
  }
}

/** The address with the longest history among the recent blocks' outputs. */
function busyAddress(): string {
  let best = ''
  let bestCount = -1
  for (const block of net?.blocks(undefined, 5) ?? [])
    for (const txid of (net?.blockTxids(block.id) ?? []).slice(0, 20))
      for (const out of net?.tx(txid)?.vout ?? []) {
        const a = out.scriptpubkey_address
        const count = a === undefined ? 0 : (net?.address(a)?.chain_stats.tx_count ?? 0)
        if (a !== undefined && count > bestCount) [best, bestCount] = [a, count]
      }
  return best
}

try {
  await measure('baseline', async () => async () => undefined)
  await measure('3 clients flooding 5,000-entry track-addresses', async () => {
    const stop = await junkTrackFlood(wsUrl, 3)
    return async () => stop()
  })
  const busy = busyAddress()
  await measure('2 loops POST /api/addresses/txs (busy × 100)', async () =>
    postLoops('/api/addresses/txs', JSON.stringify(Array(100).fill(busy)), 2),
  )
  await measure('2 loops POST …/addresses/txs/summary (× 100)', async () =>
    postLoops('/api/addresses/txs/summary', JSON.stringify(Array(100).fill(busy)), 2),
  )
  await measure('100 POST /api/tx burst, 2,000 listening clients', async () => {
    const listeners = await Promise.all(Array.from({ length: 2_000 }, () => connectClient(wsUrl)))
    for (const c of listeners) c.send({ action: 'want', data: ['stats', 'mempool-blocks'] })
    const u = confirmedUtxo(net, 200_000)
    const share = Math.floor((u.value - 5_000) / 100)
    const fan = spendTx([u], u.script, share)
    for (let i = 1; i < 100; i++) fan.addOutput(u.script, BigInt(share))
    await fetch(`${base}/api/tx`, { method: 'POST', body: fan.toHex() })
    const posts = Array.from({ length: 100 }, (_, vout) =>
      fetch(`${base}/api/tx`, {
        method: 'POST',
        body: spendTx([{ txid: fan.getId(), vout }], u.script, share - 500).toHex(),
      }).then((r) => r.text()),
    )
    return async () => {
      const answers = await Promise.all(posts)
      for (const c of listeners) c.socket.terminate()
      return `${answers.filter((a) => /^[0-9a-f]{64}$/.test(a)).length} accepted`
    }
  })
  await measure('200 stalled request bodies', async () => {
    const started = performance.now()
    const stalled = stalledBodies(port, 200, 6_000)
    return async () => {
      const { stillOpen, close } = await stalled
      close()
      return `${stillOpen} still open after ${((performance.now() - started) / 1000).toFixed(1)} s (request timeout 3 s)`
    }
  })
} finally {
  await app.close()
  node.close()
  rmSync(dir, { recursive: true, force: true })
}
