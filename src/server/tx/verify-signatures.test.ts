import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { mandatory, nonMandatory, SCRIPT_ERROR } from './script-errors'
import {
  ecdsaSig,
  keyFromLabel,
  multisigScript,
  p2pkhScript,
  p2shP2wpkhScript,
  p2trScript,
  p2wpkhScript,
  p2wshScript,
  signP2pkh,
  signP2shP2wpkh,
  signP2trKeyPath,
  signP2wpkh,
  signP2wshMultisig,
} from './testing/signer'
import type { PrevOut } from './to-wire'
import { verifyInputScripts } from './verify-signatures'

const alice = keyFromLabel('alice')
const bob = keyFromLabel('bob')
const carol = keyFromLabel('carol')
const ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** A 1-in 1-out tx spending `prev` (a made-up outpoint) to a p2wpkh of bob. */
function spending(prev: PrevOut): { tx: bitcoin.Transaction; prevouts: PrevOut[] } {
  const tx = new bitcoin.Transaction()
  tx.version = 2
  tx.addInput(new Uint8Array(32).fill(7), 1, 0xfffffffd)
  tx.addOutput(p2wpkhScript(bob), BigInt(prev.value - 500))
  return { tx, prevouts: [prev] }
}

const prevOf = (script: Uint8Array): PrevOut => ({ script, value: 100_000 })
const multisig = multisigScript(2, [alice, bob, carol])

type Signer = (tx: bitcoin.Transaction, prevouts: PrevOut[]) => void
const valid: [string, Uint8Array, Signer][] = [
  ['p2wpkh', p2wpkhScript(alice), (tx, p) => signP2wpkh(tx, 0, p, alice)],
  ['p2pkh', p2pkhScript(alice), (tx, p) => signP2pkh(tx, 0, p, alice)],
  ['p2sh-p2wpkh', p2shP2wpkhScript(alice), (tx, p) => signP2shP2wpkh(tx, 0, p, alice)],
  [
    'p2wsh 2-of-3',
    p2wshScript(multisig),
    (tx, p) => signP2wshMultisig(tx, 0, p, multisig, [alice, carol]),
  ],
  ['p2tr key path', p2trScript(alice), (tx, p) => signP2trKeyPath(tx, 0, p, alice)],
  [
    'p2tr key path, SIGHASH_ALL byte',
    p2trScript(alice),
    (tx, p) => signP2trKeyPath(tx, 0, p, alice, 1),
  ],
]

describe('verifyInputScripts', () => {
  it.each(valid)('accepts a correctly signed %s spend', (_, script, sign) => {
    const { tx, prevouts } = spending(prevOf(script))
    sign(tx, prevouts)
    expect(verifyInputScripts(tx, prevouts)).toBeNull()
  })

  it.each(valid)('refuses a %s spend changed after signing', (_, script, sign) => {
    const { tx, prevouts } = spending(prevOf(script))
    sign(tx, prevouts)
    ;(tx.outs[0] as { value: bigint }).value -= 1n
    const error = verifyInputScripts(tx, prevouts)
    expect(error).toMatch(/^mandatory-script-verify-flag-failed \(/)
  })

  it.each([
    ['p2wpkh', p2wpkhScript(alice), mandatory(SCRIPT_ERROR.witnessEmpty)],
    ['p2tr', p2trScript(alice), mandatory(SCRIPT_ERROR.witnessEmpty)],
    ['p2pkh', p2pkhScript(alice), mandatory(SCRIPT_ERROR.stackSize)],
    ['p2sh-p2wpkh', p2shP2wpkhScript(alice), mandatory(SCRIPT_ERROR.stackSize)],
  ])('refuses an unsigned %s spend: %s', (_, script, reason) => {
    const { tx, prevouts } = spending(prevOf(script))
    expect(verifyInputScripts(tx, prevouts)).toBe(reason)
  })

  it('refuses a signature by another key, and a key that does not match the output', () => {
    const { tx, prevouts } = spending(prevOf(p2wpkhScript(alice)))
    const digest = tx.hashForWitnessV0(0, p2pkhScript(alice), 100_000n, 1)
    tx.setWitness(0, [ecdsaSig(digest, bob), alice.pubkey])
    expect(verifyInputScripts(tx, prevouts)).toBe(mandatory(SCRIPT_ERROR.evalFalse))
    signP2wpkh(tx, 0, prevouts, bob)
    expect(verifyInputScripts(tx, prevouts)).toBe(mandatory(SCRIPT_ERROR.equalVerify))
  })

  it('refuses a Schnorr signature by another key', () => {
    const { tx, prevouts } = spending(prevOf(p2trScript(alice)))
    signP2trKeyPath(tx, 0, prevouts, bob)
    expect(verifyInputScripts(tx, prevouts)).toBe(mandatory(SCRIPT_ERROR.schnorr))
  })

  it('refuses high S as policy and broken DER as consensus', () => {
    const { tx, prevouts } = spending(prevOf(p2wpkhScript(alice)))
    signP2wpkh(tx, 0, prevouts, alice)
    const [sig] = tx.ins[0]?.witness as Uint8Array[]
    tx.setWitness(0, [withHighS(sig as Uint8Array), alice.pubkey])
    expect(verifyInputScripts(tx, prevouts)).toBe(nonMandatory(SCRIPT_ERROR.highS))
    tx.setWitness(0, [Uint8Array.from([...(sig as Uint8Array)].slice(1)), alice.pubkey])
    expect(verifyInputScripts(tx, prevouts)).toBe(mandatory(SCRIPT_ERROR.der))
  })

  it('refuses extra pushes in a p2pkh scriptSig as policy (clean stack)', () => {
    const { tx, prevouts } = spending(prevOf(p2pkhScript(alice)))
    signP2pkh(tx, 0, prevouts, alice)
    const [sig, pubkey] = bitcoin.script.decompile(tx.ins[0]?.script as Uint8Array) as Uint8Array[]
    tx.setInputScript(
      0,
      bitcoin.script.compile([Uint8Array.of(7), sig as Uint8Array, pubkey as Uint8Array]),
    )
    expect(verifyInputScripts(tx, prevouts)).toBe(nonMandatory(SCRIPT_ERROR.cleanStack))
  })

  it('checks multisig signatures in key order and a zero dummy', () => {
    const { tx, prevouts } = spending(prevOf(p2wshScript(multisig)))
    signP2wshMultisig(tx, 0, prevouts, multisig, [carol, alice])
    expect(verifyInputScripts(tx, prevouts)).toBe(mandatory(SCRIPT_ERROR.evalFalse))
    signP2wshMultisig(tx, 0, prevouts, multisig, [alice, bob])
    const witness = tx.ins[0]?.witness as Uint8Array[]
    tx.setWitness(0, [Uint8Array.of(1), ...witness.slice(1)])
    expect(verifyInputScripts(tx, prevouts)).toBe(mandatory(SCRIPT_ERROR.nullDummy))
  })

  it('refuses spend shapes it does not verify as non-standard', () => {
    const p2pk = Uint8Array.from([0x21, ...alice.pubkey, 0xac])
    const { tx, prevouts } = spending(prevOf(p2pk))
    tx.setInputScript(0, bitcoin.script.compile([new Uint8Array(71).fill(0x30)]))
    expect(verifyInputScripts(tx, prevouts)).toBe('bad-txns-nonstandard-inputs')
    const tr = spending(prevOf(p2trScript(alice)))
    tr.tx.setWitness(0, [new Uint8Array(64), Uint8Array.of(0x51), new Uint8Array(33).fill(0xc0)])
    expect(verifyInputScripts(tr.tx, tr.prevouts)).toBe('bad-txns-nonstandard-inputs')
    tr.tx.setWitness(0, [new Uint8Array(64), Uint8Array.of(0x50, 1)])
    expect(verifyInputScripts(tr.tx, tr.prevouts)).toBe('bad-witness-nonstandard')
  })

  it('names the first failing input of several', () => {
    const tx = new bitcoin.Transaction()
    tx.addInput(new Uint8Array(32).fill(1), 0)
    tx.addInput(new Uint8Array(32).fill(2), 0)
    tx.addOutput(p2wpkhScript(bob), 150_000n)
    const prevouts = [prevOf(p2wpkhScript(alice)), prevOf(p2trScript(carol))]
    signP2wpkh(tx, 0, prevouts, alice)
    expect(verifyInputScripts(tx, prevouts)).toBe(mandatory(SCRIPT_ERROR.witnessEmpty))
    signP2trKeyPath(tx, 1, prevouts, carol)
    expect(verifyInputScripts(tx, prevouts)).toBeNull()
  })
})

/** The same signature with S replaced by n − S (equally valid on the curve, but malleated). */
function withHighS(sig: Uint8Array): Uint8Array {
  const { signature, hashType } = bitcoin.script.signature.decode(sig)
  let s = 0n
  for (const b of signature.subarray(32)) s = (s << 8n) | BigInt(b)
  const high = ORDER - s
  const sBytes = Uint8Array.from({ length: 32 }, (_, i) =>
    Number((high >> BigInt(8 * (31 - i))) & 0xffn),
  )
  const r = trimInteger(signature.subarray(0, 32))
  const sDer = trimInteger(sBytes)
  return Uint8Array.from([
    0x30,
    4 + r.length + sDer.length,
    0x02,
    r.length,
    ...r,
    0x02,
    sDer.length,
    ...sDer,
    hashType,
  ])
}

/** Minimal DER integer: no leading zeros, one 0x00 when the top bit is set. */
function trimInteger(v: Uint8Array): Uint8Array {
  let i = 0
  while (i < v.length - 1 && v[i] === 0 && ((v[i + 1] as number) & 0x80) === 0) i++
  const digits = v.subarray(i)
  return ((digits[0] as number) & 0x80) !== 0 ? Uint8Array.from([0, ...digits]) : digits
}
