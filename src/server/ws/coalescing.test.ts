// A burst of POST /api/tx reaches websocket clients as the next mempool poll's update, not as one broadcast
// per post (real simulator with its timers running, real server).
import { describe, expect, it } from 'vitest'
import type { MempoolTxids } from '../../core/wire'
import { startSimServerForFile } from '../http/testing/sim-server'
import { confirmedUtxo, spendTx } from '../node/test-support'
import { connectClient } from './testing/ws-client'

const sim = startSimServerForFile({
  seed: 47,
  historyBlocks: 130,
  skipSignatureChecks: true,
})

describe('mempool update coalescing', () => {
  it('10 posts in a burst → at most 2 mempool frames, carrying every posted tx', async () => {
    const address = sim.server.app.server.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const post = async (hex: string): Promise<string> =>
      (await fetch(`${base}/api/tx`, { method: 'POST', body: hex })).text()
    // one confirmed coin fanned out to 10 outputs, each spent by one tx of the burst
    const u = confirmedUtxo(sim.net, 50_000)
    const share = Math.floor((u.value - 2_000) / 10)
    const fan = spendTx([u], u.script, share)
    for (let i = 1; i < 10; i++) fan.addOutput(u.script, BigInt(share))
    expect(await post(fan.toHex())).toBe(fan.getId())
    const c = await connectClient(sim.wsUrl)
    c.send({ 'track-mempool-txids': true, action: 'ping' })
    expect(await c.next()).toEqual({ pong: true })
    sim.node.start()
    try {
      const posted: string[] = []
      for (let vout = 0; vout < 10; vout++) {
        const tx = spendTx([{ txid: fan.getId(), vout }], u.script, share - 1_000)
        expect(await post(tx.toHex())).toBe(tx.getId())
        posted.push(tx.getId())
      }
      const frames: MempoolTxids[] = []
      const until = Date.now() + 2_600
      while (Date.now() < until) {
        const frame = await c.next(until - Date.now()).catch(() => null)
        const txids = frame?.['mempool-txids'] as MempoolTxids | undefined
        // a block found meanwhile (the node's timers run) is not a mempool update
        if (txids !== undefined && txids.mined.length === 0) frames.push(txids)
      }
      expect(frames.length).toBeGreaterThanOrEqual(1)
      expect(frames.length).toBeLessThanOrEqual(2)
      expect(frames.flatMap((f) => f.added).sort()).toEqual([...posted].sort())
    } finally {
      sim.node.stop()
      c.socket.terminate()
    }
  })
})
