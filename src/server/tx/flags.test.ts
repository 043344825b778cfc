import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { createRng } from '../sim/prng'
import { fakeDerSig } from '../sim/tx-builder'
import { makeKey } from '../sim/wallets'
import { flagNames, hasFlag } from '../../core/wire'
import { classifyTx } from './flags'
import { sigopCost } from './sigops'

const rng = createRng('flags-test')
const p2pkh = makeKey('t', 'mainnet', 1, 0, 'p2pkh')
const p2wpkh = makeKey('t', 'mainnet', 1, 1, 'p2wpkh')
const p2tr = makeKey('t', 'mainnet', 1, 2, 'p2tr')

function tx(
  version: number,
  ins: { key: typeof p2pkh; seq?: number; witness?: Uint8Array[] }[],
  outs: { script: Uint8Array; value: number }[],
) {
  const t = new bitcoin.Transaction()
  t.version = version
  ins.forEach((input, i) => {
    t.addInput(rng.bytes(32), i, input.seq ?? 0xfffffffd)
    if (input.key.kind === 'p2pkh')
      t.setInputScript(i, bitcoin.script.compile([fakeDerSig(rng), input.key.pubkey]))
    else t.setWitness(i, input.witness ?? [fakeDerSig(rng), input.key.pubkey])
  })
  for (const o of outs) t.addOutput(o.script, BigInt(o.value))
  const prevouts = ins.map((i) => ({ script: i.key.script, value: 100_000 }))
  return classifyTx({
    tx: t,
    prevouts,
    sigops: sigopCost(
      t,
      prevouts.map((p) => p.script),
    ),
  })
}

describe('transaction flags (§3.1)', () => {
  it('matches the worked examples of the reference', () => {
    // rbf + v2 + p2pkh + sighash_all
    expect(tx(2, [{ key: p2pkh }], [{ script: p2pkh.script, value: 50_000 }])).toBe(1099511628809)
    // rbf + v1 + p2wpkh + sighash_all
    expect(tx(1, [{ key: p2wpkh }], [{ script: p2wpkh.script, value: 50_000 }])).toBe(1099511631877)
  })

  it('sets no_rbf, v3, taproot and sighash_default for a final key-path spend', () => {
    const f = tx(
      3,
      [{ key: p2tr, seq: 0xffffffff, witness: [rng.bytes(64)] }],
      [{ script: p2tr.script, value: 50_000 }],
    )
    expect(flagNames(f)).toEqual(['no_rbf', 'v3', 'p2tr', 'sighash_default'])
  })

  it('detects OP_RETURN, inscriptions and the batch/consolidation heuristics', () => {
    const opReturn = bitcoin.script.compile([bitcoin.opcodes.OP_RETURN, new Uint8Array([1, 2, 3])])
    expect(
      hasFlag(
        tx(
          2,
          [{ key: p2wpkh }],
          [
            { script: p2wpkh.script, value: 50_000 },
            { script: opReturn, value: 0 },
          ],
        ),
        'op_return',
      ),
    ).toBe(true)
    const envelope = bitcoin.script.compile([
      p2tr.pubkey.subarray(1),
      bitcoin.opcodes.OP_CHECKSIG,
      bitcoin.opcodes.OP_0,
      bitcoin.opcodes.OP_IF,
      new Uint8Array([1]),
      bitcoin.opcodes.OP_ENDIF,
    ])
    const inscription = tx(
      2,
      [{ key: p2tr, witness: [rng.bytes(64), envelope, new Uint8Array(33).fill(0xc0)] }],
      [{ script: p2tr.script, value: 546 }],
    )
    expect(hasFlag(inscription, 'inscription')).toBe(true)
    const five = Array.from({ length: 5 }, () => ({ key: p2wpkh }))
    expect(hasFlag(tx(2, five, [{ script: p2wpkh.script, value: 400_000 }]), 'consolidation')).toBe(
      true,
    )
    const payouts = Array.from({ length: 5 }, () => ({ script: p2wpkh.script, value: 10_000 }))
    expect(hasFlag(tx(2, [{ key: p2wpkh }], payouts), 'batch_payout')).toBe(true)
  })

  it('flags fake pubkeys in bare multisig and dust as nonstandard', () => {
    const burn = new Uint8Array(33).fill(0x02)
    const ms = bitcoin.script.compile([
      bitcoin.opcodes.OP_1,
      p2pkh.pubkey,
      burn,
      bitcoin.opcodes.OP_2,
      bitcoin.opcodes.OP_CHECKMULTISIG,
    ])
    const f = tx(
      2,
      [{ key: p2wpkh }],
      [
        { script: ms, value: 1_000 },
        { script: p2wpkh.script, value: 50_000 },
      ],
    )
    expect(hasFlag(f, 'p2ms')).toBe(true)
    expect(hasFlag(f, 'fake_pubkey')).toBe(true)
    expect(
      hasFlag(tx(2, [{ key: p2wpkh }], [{ script: p2wpkh.script, value: 100 }]), 'nonstandard'),
    ).toBe(true)
    expect(
      hasFlag(tx(2, [{ key: p2wpkh }], [{ script: p2wpkh.script, value: 1_000 }]), 'nonstandard'),
    ).toBe(false)
  })
})
