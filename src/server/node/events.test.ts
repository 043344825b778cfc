import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NetworkDriver } from './network'
import type { BlockEvent, MempoolUpdateEvent, SimNetwork } from './types'
import { confirmedUtxo, FIXED_NOW_MS, spendTx, startTestNode, type TestNode } from './test-support'

let t: TestNode
let net: SimNetwork & NetworkDriver

beforeAll(async () => {
  t = await startTestNode({ seed: 'events' })
  net = t.net as SimNetwork & NetworkDriver
}, 120_000)
afterAll(() => t.cleanup())

describe('live events', () => {
  it('reports arrivals with spends, address news and one delta per projected block', () => {
    const events: MempoolUpdateEvent[] = []
    const off = net.onMempoolUpdate((e) => events.push(e))
    const before = net.sequence()
    const u = confirmedUtxo(net, 50_000)
    const tx = spendTx([u], u.script, u.value - 1_500)
    expect(net.submitTx(tx.toHex())).toEqual({ txid: tx.getId() })
    net.tick(FIXED_NOW_MS / 1000, FIXED_NOW_MS / 1000 + 20)
    net.poll()
    off()
    expect(events.length).toBe(2)
    const [first] = events as [MempoolUpdateEvent]
    expect(first.sequence).toBe(before + 1)
    expect(first.added.map((x) => x.txid)).toEqual([tx.getId()])
    expect(first.spent.get(u.txid)).toEqual({ [String(u.vout)]: { vin: 0, txid: tx.getId() } })
    const address = first.added[0]?.vout[0]?.scriptpubkey_address as string
    expect(first.byAddress.get(address)?.mempool.map((x) => x.txid)).toEqual([tx.getId()])
    expect(
      first.byScriptPubKey.get(first.added[0]?.vout[0]?.scriptpubkey as string)?.mempool.length,
    ).toBe(1)
    expect(first.projected.length).toBeGreaterThanOrEqual(first.mempoolBlocks.length)
    for (const frame of first.projected) {
      expect('delta' in frame).toBe(true)
      expect(frame.sequence).toBe(first.sequence)
    }
    expect(events[1]?.sequence).toBe(before + 2)
    expect(events[1]?.added.length).toBeGreaterThan(0)
    expect(first.transactions[0]?.txid).toBe(tx.getId())
  })

  it('reports a block with its txids, a fresh projection and confirmed address news', () => {
    const events: BlockEvent[] = []
    const off = net.onBlock((e) => events.push(e))
    const before = net.sequence()
    const block = net.mineBlock()
    off()
    const [e] = events as [BlockEvent]
    expect(e.block).toEqual(block)
    expect(e.txids).toEqual(net.blockTxids(block.id))
    expect(e.sequence).toBeGreaterThan(before)
    for (const txid of e.txids.slice(1)) expect(net.mempoolTxids()).not.toContain(txid)
    expect(e.mempoolBlocks).toEqual(net.mempoolBlocks())
    const coinbaseAddress = block.extras.coinbaseAddress as string
    expect(e.byAddress.get(coinbaseAddress)?.confirmed[0]?.txid).toBe(e.txids[0])
    expect(net.trackingInfo(e.txids[1] as string)).toEqual({ confirmed: true })
  })
})
