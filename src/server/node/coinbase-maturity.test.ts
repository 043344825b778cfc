import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COINBASE_MATURITY } from '../chain/maturity'
import { NETWORK_PARAMS } from './params'
import type { SimNetwork } from './types'
import { spendTx, startTestNode, type TestNode } from './test-support'

let t: TestNode
let net: SimNetwork

beforeAll(async () => {
  t = await startTestNode({ seed: 'coinbase-maturity' })
  net = t.net
}, 120_000)
afterAll(() => t.cleanup())

/** Height of the coinbase tx `txid`, or null when it is not a confirmed coinbase. */
function coinbaseHeight(txid: string): number | null {
  const tx = net.tx(txid)
  if (!tx?.vin[0]?.is_coinbase) return null
  return tx.status.block_height ?? null
}

describe('coinbase maturity in the simulated network', () => {
  it('no tx of the generated history or mempool spends a coinbase younger than 100 blocks', () => {
    const tip = net.tipHeight()
    const start = NETWORK_PARAMS.mainnet.startHeight
    const premature: string[] = []
    let coinbaseSpends = 0
    const check = (txid: string, spendHeight: number): void => {
      for (const vin of net.tx(txid)?.vin ?? []) {
        if (vin.is_coinbase) continue
        const h = coinbaseHeight(vin.txid)
        if (h === null) continue
        coinbaseSpends++
        if (spendHeight - h < COINBASE_MATURITY)
          premature.push(`${txid} spends ${vin.txid} at ${spendHeight}`)
      }
    }
    let blocks = 0
    for (let h = start; h <= tip; h++) {
      const hash = net.blockHashAt(h) as string
      for (const txid of net.blockTxids(hash) ?? []) check(txid, h)
      blocks++
    }
    for (const txid of net.mempoolTxids()) check(txid, tip + 1)
    // the history covers light and mined blocks, and the economy does spend (mature) coinbases
    expect(blocks).toBe(tip - start + 1)
    expect(blocks).toBeGreaterThan(COINBASE_MATURITY)
    expect(coinbaseSpends).toBeGreaterThan(0)
    expect(premature).toEqual([])
  })

  it('refuses a submitted spend of the tip coinbase with bad-txns-premature-spend-of-coinbase', () => {
    const cbTxid = net.blockTxids(net.blockHashAt(net.tipHeight()) as string)?.[0] as string
    const cb = net.tx(cbTxid)
    expect(cb?.vin[0]?.is_coinbase).toBe(true)
    const out = cb?.vout[0]
    const script = Buffer.from(out?.scriptpubkey ?? '', 'hex')
    const spend = spendTx([{ txid: cbTxid, vout: 0 }], script, (out?.value ?? 0) - 10_000)
    expect(net.submitTx(spend.toHex())).toMatchObject({
      error: expect.stringMatching(/^bad-txns-premature-spend-of-coinbase/),
    })
  })
})
