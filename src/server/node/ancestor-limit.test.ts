// The unconfirmed-ancestor limit (25 including the tx itself) counts each ancestor once, also when two
// parents share ancestors, and refuses the 26th member of a chain.
import * as bitcoin from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromDisplayHex } from '../chain/hash'
import type { SimNetwork } from './types'
import { confirmedUtxo, startTestNode, type TestNode } from './test-support'

let t: TestNode
let net: SimNetwork
beforeAll(async () => {
  t = await startTestNode({ seed: 'ancestor-limit' })
  net = t.net
}, 120_000)
afterAll(() => t.cleanup())

const FEE = 5_000 // sats per tx, far above the minimum for these sizes

/** Spends `inputs` (value each) into `outputs` equal outputs to `script`, paying FEE. */
function tx(
  inputs: { txid: string; vout: number }[],
  value: number,
  outputs: number,
  script: Uint8Array,
): bitcoin.Transaction {
  const t = new bitcoin.Transaction()
  t.version = 2
  inputs.forEach((input, i) => {
    t.addInput(fromDisplayHex(input.txid), input.vout, 0xfffffffd)
    t.setWitness(i, [new Uint8Array(72).fill(0x30), new Uint8Array(33).fill(0x02)])
  })
  const each = Math.floor((value - FEE) / outputs)
  for (let i = 0; i < outputs; i++) t.addOutput(script, BigInt(each))
  return t
}

function submitOk(t: bitcoin.Transaction): void {
  expect(net.submitTx(t.toHex())).toEqual({ txid: t.getId() })
}

describe('ancestor limit', () => {
  it('counts shared ancestors once (diamond) and stops a chain at 25 txs', () => {
    const u = confirmedUtxo(net, 1_000_000)
    // a chain of 12 txs, the last with two outputs
    let prev = { txid: u.txid, vout: u.vout }
    let value = u.value
    for (let i = 0; i < 12; i++) {
      const next = tx([prev], value, i === 11 ? 2 : 1, u.script)
      submitOk(next)
      value = Number(next.outs[0]!.value)
      prev = { txid: next.getId(), vout: 0 }
    }
    const top = prev.txid
    const left = tx([{ txid: top, vout: 0 }], value, 1, u.script)
    const right = tx([{ txid: top, vout: 1 }], value, 1, u.script)
    submitOk(left)
    submitOk(right)
    // 14 distinct unconfirmed ancestors (12 + left + right): allowed
    const joinValue = 2 * Number(left.outs[0]!.value)
    const join = tx(
      [
        { txid: left.getId(), vout: 0 },
        { txid: right.getId(), vout: 0 },
      ],
      joinValue,
      1,
      u.script,
    )
    submitOk(join)
    // extend the chain below `join` to 25 members with 24 ancestors each, then one more is refused
    prev = { txid: join.getId(), vout: 0 }
    value = Number(join.outs[0]!.value)
    for (let ancestors = 15; ancestors <= 24; ancestors++) {
      const next = tx([prev], value, 1, u.script)
      submitOk(next)
      value = Number(next.outs[0]!.value)
      prev = { txid: next.getId(), vout: 0 }
    }
    const tooLong = tx([prev], value, 1, u.script)
    expect(net.submitTx(tooLong.toHex())).toMatchObject({
      error: expect.stringContaining('too-long-mempool-chain'),
    })
  })
})
