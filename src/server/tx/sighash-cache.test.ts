import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { SighashCache } from './sighash-cache'
import { keyFromLabel, p2pkhScript, p2trScript, p2wpkhScript } from './testing/signer'
import type { PrevOut } from './to-wire'

const key = keyFromLabel('sighash')
/** 3 inputs, 2 outputs, non-default version, lock time and sequences. */
function sample(): { tx: bitcoin.Transaction; prevouts: PrevOut[] } {
  const tx = new bitcoin.Transaction()
  tx.version = 2
  tx.locktime = 812_345
  for (let i = 0; i < 3; i++) tx.addInput(new Uint8Array(32).fill(i + 1), i * 7, 0xfffffffd - i)
  tx.addOutput(p2wpkhScript(key), 50_000n)
  tx.addOutput(p2trScript(key), 1_234_567n)
  const prevouts = [p2trScript(key), p2wpkhScript(key), p2trScript(key)].map((script, i) => ({
    script,
    value: 700_000 + i,
  }))
  return { tx, prevouts }
}

const ECDSA_TYPES = [0x01, 0x02, 0x03, 0x81, 0x82, 0x83]

describe('SighashCache', () => {
  it.each(ECDSA_TYPES)(
    'matches bitcoinjs BIP143 digests for hash type %i on every input',
    (type) => {
      const { tx, prevouts } = sample()
      const cache = new SighashCache(tx, prevouts)
      const code = p2pkhScript(key)
      for (let i = 0; i < 3; i++)
        expect(cache.v0(i, code, prevouts[i]!.value, type)).toEqual(
          tx.hashForWitnessV0(i, code, BigInt(prevouts[i]!.value), type),
        )
    },
  )

  // bitcoinjs 7 cannot size an ANYONECANPAY taproot message (it throws), so those are checked by their meaning below
  it.each([0x00, 0x01, 0x02, 0x03])('matches bitcoinjs BIP341 digests for hash type %i', (type) => {
    const { tx, prevouts } = sample()
    const cache = new SighashCache(tx, prevouts)
    const scripts = prevouts.map((p) => p.script)
    const values = prevouts.map((p) => BigInt(p.value))
    for (let i = 0; i < 2; i++)
      expect(cache.v1(i, type)).toEqual(tx.hashForWitnessV1(i, scripts, values, type))
  })

  it('commits an ANYONECANPAY taproot digest to its own input only', () => {
    const { tx, prevouts } = sample()
    const before = new SighashCache(tx, prevouts).v1(1, 0x81)
    const otherChanged = prevouts.map((p, i) => (i === 0 ? { ...p, value: p.value + 1 } : p))
    tx.ins[2]!.sequence = 7
    expect(new SighashCache(tx, otherChanged).v1(1, 0x81)).toEqual(before)
    const ownChanged = prevouts.map((p, i) => (i === 1 ? { ...p, value: p.value + 1 } : p))
    expect(new SighashCache(tx, ownChanged).v1(1, 0x81)).not.toEqual(before)
    expect(new SighashCache(tx, prevouts).v1(1, 0x01)).not.toEqual(before)
  })

  it('has no BIP341 digest for SIGHASH_SINGLE without a matching output', () => {
    const { tx, prevouts } = sample()
    expect(new SighashCache(tx, prevouts).v1(2, 0x03)).toBeNull()
  })
})
