// Test signer: real keys and real signatures for each spend shape the server verifies, so tests can build
// txs a node would accept (and break them one way at a time).
import * as bitcoin from 'bitcoinjs-lib'
import { sha256 } from '@noble/hashes/sha2.js'
import * as secp from 'tiny-secp256k1'
import type { PrevOut } from '../to-wire'

bitcoin.initEccLib(secp) // p2tr payments tweak keys

export interface TestKey {
  priv: Uint8Array
  /** Compressed, 33 bytes. */
  pubkey: Uint8Array
}

export const SIGHASH_ALL = bitcoin.Transaction.SIGHASH_ALL

/** A key from a label (sha256 of it as the private key). */
export function keyFromLabel(label: string): TestKey {
  return keyFromPrivate(sha256(new TextEncoder().encode(label)))
}

export function keyFromPrivate(priv: Uint8Array): TestKey {
  const pubkey = secp.pointFromScalar(priv, true)
  if (!pubkey) throw new Error('invalid private key')
  return { priv, pubkey }
}

export const p2wpkhScript = (k: TestKey): Uint8Array =>
  bitcoin.payments.p2wpkh({ pubkey: k.pubkey }).output as Uint8Array
export const p2pkhScript = (k: TestKey): Uint8Array =>
  bitcoin.payments.p2pkh({ pubkey: k.pubkey }).output as Uint8Array
export const p2trScript = (k: TestKey): Uint8Array =>
  bitcoin.payments.p2tr({ internalPubkey: k.pubkey.subarray(1) }).output as Uint8Array
/** Redeem script of a 2-of-n multisig over the keys' public keys. */
export const multisigScript = (m: number, keys: TestKey[]): Uint8Array =>
  bitcoin.payments.p2ms({ m, pubkeys: keys.map((k) => k.pubkey) }).output as Uint8Array
export const p2wshScript = (witnessScript: Uint8Array): Uint8Array =>
  bitcoin.payments.p2wsh({ redeem: { output: witnessScript } }).output as Uint8Array
export const p2shP2wpkhScript = (k: TestKey): Uint8Array =>
  bitcoin.payments.p2sh({ redeem: bitcoin.payments.p2wpkh({ pubkey: k.pubkey }) })
    .output as Uint8Array

/** DER signature with its sighash byte (libsecp256k1 signs with low S). */
export function ecdsaSig(digest: Uint8Array, k: TestKey, hashType = SIGHASH_ALL): Uint8Array {
  return bitcoin.script.signature.encode(secp.sign(digest, k.priv), hashType)
}

const v0Digest = (tx: bitcoin.Transaction, i: number, code: Uint8Array, prev: PrevOut) =>
  tx.hashForWitnessV0(i, code, BigInt(prev.value), SIGHASH_ALL)

export function signP2wpkh(tx: bitcoin.Transaction, i: number, prevouts: PrevOut[], k: TestKey) {
  const code = p2pkhScript(k)
  tx.setWitness(i, [ecdsaSig(v0Digest(tx, i, code, prevouts[i] as PrevOut), k), k.pubkey])
}

export function signP2shP2wpkh(
  tx: bitcoin.Transaction,
  i: number,
  prevouts: PrevOut[],
  k: TestKey,
) {
  const redeem = p2wpkhScript(k)
  tx.setInputScript(i, bitcoin.script.compile([redeem]))
  signP2wpkh(tx, i, prevouts, k)
}

export function signP2pkh(tx: bitcoin.Transaction, i: number, prevouts: PrevOut[], k: TestKey) {
  const digest = tx.hashForSignature(i, (prevouts[i] as PrevOut).script, SIGHASH_ALL)
  tx.setInputScript(i, bitcoin.script.compile([ecdsaSig(digest, k), k.pubkey]))
}

/** Signs a p2wsh multisig with `signers` (in key order). */
export function signP2wshMultisig(
  tx: bitcoin.Transaction,
  i: number,
  prevouts: PrevOut[],
  witnessScript: Uint8Array,
  signers: TestKey[],
) {
  const digest = v0Digest(tx, i, witnessScript, prevouts[i] as PrevOut)
  tx.setWitness(i, [new Uint8Array(0), ...signers.map((k) => ecdsaSig(digest, k)), witnessScript])
}

/** Key-path spend of p2trScript(k): the internal key tweaked by its own hash (no script tree). */
export function signP2trKeyPath(
  tx: bitcoin.Transaction,
  i: number,
  prevouts: PrevOut[],
  k: TestKey,
  hashType = 0,
) {
  const digest = tx.hashForWitnessV1(
    i,
    prevouts.map((p) => p.script),
    prevouts.map((p) => BigInt(p.value)),
    hashType,
  )
  const even = k.pubkey[0] === 0x02 ? k.priv : secp.privateNegate(k.priv)
  const tweak = bitcoin.crypto.taggedHash('TapTweak', k.pubkey.subarray(1))
  const tweaked = secp.privateAdd(even, tweak)
  if (!tweaked) throw new Error('tweak out of range')
  const sig = secp.signSchnorr(digest, tweaked)
  tx.setWitness(i, [hashType === 0 ? sig : Uint8Array.from([...sig, hashType])])
}
