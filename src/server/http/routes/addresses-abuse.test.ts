// POST /api/addresses/txs[/summary] read the list as one wallet's history: repeating an address or naming
// many cannot multiply the work or the answer (real simulator behind the real app).
import { describe, expect, it } from 'vitest'
import { startSimServerForFile } from '../testing/sim-server'
import { MAX_ADDRESSES_PER_REQUEST } from './addresses'

const sim = startSimServerForFile({ seed: 43, historyBlocks: 140 })

function base(): string {
  const address = sim.server.app.server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

async function post(path: string, body: unknown): Promise<{ status: number; json: unknown[] }> {
  const res = await fetch(`${base()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: res.ok ? (JSON.parse(text) as unknown[]) : [text] }
}

/** Distinct addresses paid by recent blocks' txs, most recent first. */
function recentAddresses(count: number): string[] {
  const out = new Set<string>()
  for (const block of sim.net.blocks(undefined, 40))
    for (const txid of sim.net.blockTxids(block.id) ?? []) {
      if (out.size >= count) return [...out]
      for (const vout of sim.net.tx(txid)?.vout ?? [])
        if (vout.scriptpubkey_address !== undefined) out.add(vout.scriptpubkey_address)
    }
  return [...out].slice(0, count)
}

const txids = (list: unknown[]): string[] => list.map((t) => (t as { txid: string }).txid)

describe('multi-address reads', () => {
  it('answers an address repeated 100 times exactly as the address alone', async () => {
    const [busy] = recentAddresses(1) as [string]
    const once = await post('/api/addresses/txs/summary', [busy])
    const repeated = await post('/api/addresses/txs/summary', Array(100).fill(busy))
    expect(once.json.length).toBeGreaterThan(0)
    expect(repeated).toEqual(once)
    expect(await post('/api/addresses/txs', Array(100).fill(busy))).toEqual(
      await post('/api/addresses/txs', [busy]),
    )
  })

  it('answers one page for many addresses: each tx once, ≤ 50 mempool + 25 confirmed / 100 summaries', async () => {
    const many = recentAddresses(MAX_ADDRESSES_PER_REQUEST).slice(0, MAX_ADDRESSES_PER_REQUEST)
    expect(many.length).toBe(MAX_ADDRESSES_PER_REQUEST)
    const txs = await post('/api/addresses/txs', many)
    const confirmed = txs.json.filter(
      (t) => (t as { status: { confirmed: boolean } }).status.confirmed,
    )
    expect(confirmed.length).toBe(25)
    expect(txs.json.length).toBeLessThanOrEqual(75)
    expect(new Set(txids(txs.json)).size).toBe(txs.json.length)
    const summary = await post('/api/addresses/txs/summary', many)
    expect(summary.json.length).toBe(100)
    expect(new Set(txids(summary.json)).size).toBe(100)
    // the next page follows the last confirmed tx of this one
    const last = txids(confirmed).at(-1) ?? ''
    const next = await post(`/api/addresses/txs?after_txid=${last}`, many)
    expect(next.json.length).toBeGreaterThan(0)
    expect(txids(next.json).some((t) => txids(txs.json).includes(t))).toBe(false)
  })

  it('refuses more than the limit before reading any address', async () => {
    const res = await post('/api/addresses/txs', Array(MAX_ADDRESSES_PER_REQUEST + 1).fill('x'))
    expect(res.status).toBe(400)
  })
})
