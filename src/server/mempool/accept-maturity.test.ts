import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { fromDisplayHex } from '../chain/hash'
import { acceptTx, type AcceptContext, type ChainOutput } from './accept'
import { MempoolGraph } from './pool'

const COINBASE_TXID = 'cb'.repeat(32)
const ORDINARY_TXID = 'ab'.repeat(32)
const SCRIPT = new Uint8Array([0x00, 0x14, ...new Uint8Array(20).fill(7)])

/** A context whose chain holds one coinbase output (mined at height 1_000) and one ordinary output. */
function context(spendHeight: number): AcceptContext {
  const outputs = new Map<string, ChainOutput>([
    [
      `${COINBASE_TXID}:0`,
      { script: SCRIPT, value: 312_500_000, spent: false, coinbaseHeight: 1_000 },
    ],
    [
      `${ORDINARY_TXID}:0`,
      { script: SCRIPT, value: 312_500_000, spent: false, coinbaseHeight: null },
    ],
  ])
  return {
    graph: new MempoolGraph(),
    chainOutput: (txid, vout) => outputs.get(`${txid}:${vout}`),
    isConfirmed: () => false,
    nowS: 1_780_000_000,
    spendHeight,
    minFeeRate: 1,
  }
}

function spending(txid: string): bitcoin.Transaction {
  const tx = new bitcoin.Transaction()
  tx.version = 2
  tx.addInput(fromDisplayHex(txid), 0, 0xfffffffd)
  tx.setWitness(0, [new Uint8Array(72).fill(0x30), new Uint8Array(33).fill(0x02)])
  tx.addOutput(SCRIPT, 312_400_000n)
  return tx
}

function accept(txid: string, spendHeight: number): ReturnType<typeof acceptTx> {
  const tx = spending(txid)
  return acceptTx(context(spendHeight), tx, tx.toBuffer())
}

describe('coinbase maturity in acceptTx', () => {
  it('refuses a coinbase spend before the coinbase is 100 blocks deep', () => {
    for (const spendHeight of [1_001, 1_050, 1_099]) {
      const r = accept(COINBASE_TXID, spendHeight)
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.error).toMatch(/^bad-txns-premature-spend-of-coinbase/)
    }
  })

  it('accepts it from 100 blocks on (spend height − coinbase height ≥ 100)', () => {
    expect(accept(COINBASE_TXID, 1_100).ok).toBe(true)
    expect(accept(COINBASE_TXID, 1_500).ok).toBe(true)
  })

  it('does not age-check outputs of ordinary txs', () => {
    expect(accept(ORDINARY_TXID, 1_001).ok).toBe(true)
  })
})
