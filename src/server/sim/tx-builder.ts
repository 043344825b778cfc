// Builds real serialized transactions spending wallet utxos, with placeholder signatures of realistic length.
import * as bitcoin from 'bitcoinjs-lib'
import { fromDisplayHex } from '../chain/hash'
import type { Rng } from './prng'
import type { OwnedUtxo } from './utxo-pool'
import type { WalletKey } from './wallets'

export interface OutputSpec {
  script: Uint8Array
  /** Sats; the change output's value is computed. */
  value: number
  /** Owner, when a simulated wallet receives it. */
  key?: WalletKey
}

export interface TxSpec {
  version: number
  inputs: OwnedUtxo[]
  outputs: OutputSpec[]
  /** Index in outputs of the change (gets inputs − others − fee), or -1 (fee = leftover). */
  changeIndex: number
  /** sat/vB. */
  feeRate: number
  rbf: boolean
  locktime?: number
  /** Inscription envelope body (taproot script-path spend of inputs[0]). */
  inscription?: Uint8Array
}

/** DER-shaped placeholder ECDSA signature (71–72 bytes incl. the sighash byte). */
export function fakeDerSig(rng: Rng, sighash = 0x01): Uint8Array {
  const part = (): Uint8Array => {
    const b = rng.bytes(32)
    b[0] = (b[0] ?? 0) & 0x7f || 1
    return b
  }
  const r = rng.chance(0.5)
    ? Uint8Array.from([0, ...rng.bytes(32).map((x, i) => (i === 0 ? x | 0x80 : x))])
    : part()
  const s = part()
  return Uint8Array.from([
    0x30,
    4 + r.length + s.length,
    0x02,
    r.length,
    ...r,
    0x02,
    s.length,
    ...s,
    sighash,
  ])
}

function envelopeScript(rng: Rng, xonly: Uint8Array, body: Uint8Array): Uint8Array {
  const chunks: (number | Uint8Array)[] = [
    xonly,
    bitcoin.opcodes.OP_CHECKSIG,
    bitcoin.opcodes.OP_0,
    bitcoin.opcodes.OP_IF,
  ]
  chunks.push(
    new TextEncoder().encode('ord'),
    1,
    new TextEncoder().encode(rng.chance(0.5) ? 'text/plain;charset=utf-8' : 'image/webp'),
    bitcoin.opcodes.OP_0,
  )
  for (let i = 0; i < body.length; i += 520) chunks.push(body.subarray(i, i + 520))
  chunks.push(bitcoin.opcodes.OP_ENDIF)
  return bitcoin.script.compile(chunks)
}

function signInput(
  tx: bitcoin.Transaction,
  i: number,
  key: WalletKey,
  rng: Rng,
  inscription?: Uint8Array,
): void {
  switch (key.kind) {
    case 'p2pkh':
      tx.setInputScript(i, bitcoin.script.compile([fakeDerSig(rng), key.pubkey]))
      break
    case 'p2wpkh':
      tx.setWitness(i, [fakeDerSig(rng), key.pubkey])
      break
    case 'p2sh-p2wpkh':
      tx.setInputScript(i, bitcoin.script.compile([key.innerScript as Uint8Array]))
      tx.setWitness(i, [fakeDerSig(rng), key.pubkey])
      break
    case 'p2wsh-multisig':
      tx.setWitness(i, [
        new Uint8Array(0),
        fakeDerSig(rng),
        fakeDerSig(rng),
        key.innerScript as Uint8Array,
      ])
      break
    case 'p2tr':
      if (inscription) {
        const script = envelopeScript(rng, key.pubkey.subarray(1, 33), inscription)
        tx.setWitness(i, [
          rng.bytes(64),
          script,
          Uint8Array.from([0xc0 | (key.pubkey[0] === 3 ? 1 : 0), ...key.pubkey.subarray(1, 33)]),
        ])
      } else
        tx.setWitness(i, [
          rng.chance(0.97) ? rng.bytes(64) : Uint8Array.from([...rng.bytes(64), 0x83]),
        ])
      break
  }
}

export interface BuiltTx {
  tx: bitcoin.Transaction
  /** Sats. */
  fee: number
  /** Final output values (sats). */
  values: number[]
}

/** Builds the tx; returns null when the inputs cannot pay the outputs plus the fee. */
export function buildTx(spec: TxSpec, rng: Rng): BuiltTx | null {
  const tx = new bitcoin.Transaction()
  tx.version = spec.version
  tx.locktime = spec.locktime ?? 0
  const seq = spec.rbf ? 0xfffffffd : spec.locktime ? 0xfffffffe : 0xffffffff
  for (const u of spec.inputs) tx.addInput(fromDisplayHex(u.txid), u.vout, seq)
  for (const o of spec.outputs) tx.addOutput(o.script, BigInt(Math.max(0, Math.round(o.value))))
  spec.inputs.forEach((u, i) =>
    signInput(tx, i, u.key, rng, i === 0 ? spec.inscription : undefined),
  )
  const inSum = spec.inputs.reduce((a, u) => a + u.value, 0)
  const fee = Math.max(1, Math.ceil(spec.feeRate * tx.virtualSize()))
  const values = spec.outputs.map((o) => Math.round(o.value))
  const others = values.reduce((a, v, i) => (i === spec.changeIndex ? a : a + v), 0)
  if (spec.changeIndex >= 0) {
    const change = inSum - others - fee
    if (change < 600) return null
    values[spec.changeIndex] = change
    ;(tx.outs[spec.changeIndex] as { value: bigint }).value = BigInt(change)
    return { tx, fee, values }
  }
  if (inSum - others < fee) return null
  return { tx, fee: inSum - others, values }
}
