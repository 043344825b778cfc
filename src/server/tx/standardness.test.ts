import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { dustThreshold } from './dust'
import { lockTimeError, sequenceLockError, type TipClock } from './finality'
import { standardTxError } from './standardness'

const P2WPKH = Uint8Array.from([0x00, 0x14, ...new Uint8Array(20).fill(1)])
const P2PKH = Uint8Array.from([0x76, 0xa9, 0x14, ...new Uint8Array(20).fill(1), 0x88, 0xac])
const P2SH = Uint8Array.from([0xa9, 0x14, ...new Uint8Array(20).fill(1), 0x87])
const P2TR = Uint8Array.from([0x51, 0x20, ...new Uint8Array(32).fill(1)])
const P2WSH = Uint8Array.from([0x00, 0x20, ...new Uint8Array(32).fill(1)])
const KEY = Uint8Array.from([0x02, ...new Uint8Array(32).fill(3)])
const opReturn = (bytes: number) =>
  bitcoin.script.compile([bitcoin.opcodes.OP_RETURN, new Uint8Array(bytes).fill(9)])
const bareMultisig = (n: number) =>
  bitcoin.script.compile([
    bitcoin.opcodes.OP_1,
    ...Array.from({ length: n }, () => KEY),
    0x50 + n,
    bitcoin.opcodes.OP_CHECKMULTISIG,
  ])

/** A standard 1-in tx (72-byte witness) paying `outputs`; `edit` breaks one thing. */
function tx(
  outputs: [Uint8Array, number][] = [[P2WPKH, 10_000]],
  edit?: (t: bitcoin.Transaction) => void,
) {
  const t = new bitcoin.Transaction()
  t.version = 2
  t.addInput(new Uint8Array(32).fill(5), 0, 0xfffffffd)
  t.setWitness(0, [new Uint8Array(72), KEY])
  for (const [script, value] of outputs) t.addOutput(script, BigInt(value))
  edit?.(t)
  return t
}

describe('standardTxError (Core 29 IsStandardTx)', () => {
  it.each<[string, () => bitcoin.Transaction, string | null]>([
    ['a plain payment', () => tx(), null],
    ['version 1', () => tx(undefined, (t) => (t.version = 1)), null],
    ['version 3', () => tx(undefined, (t) => (t.version = 3)), null],
    ['version 0', () => tx(undefined, (t) => (t.version = 0)), 'version'],
    ['version 4', () => tx(undefined, (t) => (t.version = 4)), 'version'],
    ['version 0xffffffff', () => tx(undefined, (t) => (t.version = 0xffffffff)), 'version'],
    [
      'a 1,651-byte scriptSig',
      () =>
        tx(undefined, (t) =>
          t.setInputScript(0, Uint8Array.from([0x4d, 0x70, 0x06, ...new Uint8Array(1_648)])),
        ),
      'scriptsig-size',
    ],
    [
      'a scriptSig with an opcode',
      () => tx(undefined, (t) => t.setInputScript(0, Uint8Array.of(0x51, 0x87))),
      'scriptsig-not-pushonly',
    ],
    [
      'an OP_RETURN of 83 bytes',
      () =>
        tx([
          [P2WPKH, 10_000],
          [opReturn(80), 0],
        ]),
      null,
    ],
    [
      'an OP_RETURN of 84 bytes',
      () =>
        tx([
          [P2WPKH, 10_000],
          [opReturn(81), 0],
        ]),
      'scriptpubkey',
    ],
    [
      'two OP_RETURNs',
      () =>
        tx([
          [opReturn(4), 0],
          [opReturn(4), 0],
          [P2WPKH, 9_000],
        ]),
      'multi-op-return',
    ],
    [
      'an OP_RETURN with an opcode',
      () =>
        tx([
          [P2WPKH, 9_000],
          [Uint8Array.of(0x6a, 0x51, 0x87), 0],
        ]),
      'scriptpubkey',
    ],
    ['a 1-of-3 bare multisig', () => tx([[bareMultisig(3), 10_000]]), null],
    ['a 1-of-4 bare multisig', () => tx([[bareMultisig(4), 10_000]]), 'scriptpubkey'],
    ['an OP_TRUE output', () => tx([[Uint8Array.of(0x51), 10_000]]), 'scriptpubkey'],
    [
      'a v0 program of 25 bytes',
      () => tx([[Uint8Array.from([0, 25, ...new Uint8Array(25)]), 10_000]]),
      'scriptpubkey',
    ],
    [
      'a future witness version',
      () =>
        tx([
          [Uint8Array.from([0x52, 2, 1, 2]), 10_000],
          [P2WPKH, 10_000],
        ]),
      null,
    ],
    [
      'two dust outputs',
      () =>
        tx([
          [P2WPKH, 293],
          [P2TR, 329],
          [P2WPKH, 9_000],
        ]),
      'dust',
    ],
    [
      'an output over 21 M BTC',
      () => tx([[P2WPKH, 2_100_000_000_000_001]]),
      'bad-txns-vout-toolarge',
    ],
    ['a 61-byte non-witness tx', () => tx([[Uint8Array.of(0x6a), 0]]), 'tx-size-small'],
  ])('%s', (_, t, reason) => {
    expect(standardTxError(t())).toBe(reason)
  })

  it('refuses a tx over 400,000 WU', () => {
    const outputs: [Uint8Array, number][] = Array.from({ length: 3_000 }, () => [P2WSH, 1_000])
    expect(standardTxError(tx(outputs))).toMatch(/^tx-size/)
  })
})

describe('dustThreshold at 3 sat/vB', () => {
  it.each([
    ['p2pkh', P2PKH, 546],
    ['p2sh', P2SH, 540],
    ['p2wpkh', P2WPKH, 294],
    ['p2wsh', P2WSH, 330],
    ['p2tr', P2TR, 330],
    ['OP_RETURN', opReturn(10), 0],
  ])('%s: %i sats', (_, script, sats) => {
    expect(dustThreshold(script)).toBe(sats)
  })
})

describe('finality at the next block', () => {
  const clock: TipClock = { tipHeight: 900_000, medianTimePast: (h) => 1_700_000_000 + h }
  const mtp = 1_700_000_000 + 900_000
  const locked = (locktime: number, sequence = 0xfffffffd) =>
    tx(undefined, (t) => {
      t.locktime = locktime
      t.ins[0]!.sequence = sequence
    })

  it.each<[string, () => bitcoin.Transaction, string | null]>([
    ['no lock time', () => locked(0), null],
    ['height lock at the tip', () => locked(900_000), null],
    ['height lock at the next block', () => locked(900_001), 'non-final'],
    ['far-future height lock with final sequences', () => locked(5_000_000, 0xffffffff), null],
    ['time lock before median time past', () => locked(mtp - 1), null],
    ['time lock at median time past', () => locked(mtp), 'non-final'],
  ])('%s', (_, t, reason) => {
    expect(lockTimeError(t(), clock)).toBe(reason)
  })

  it('applies BIP68 relative locks by height and by time, only from version 2', () => {
    const relative = (sequence: number, version = 2) =>
      tx(undefined, (t) => {
        t.version = version
        t.ins[0]!.sequence = sequence
      })
    // a coin 6 blocks deep (confirmed at tip − 5) becomes spendable by a 6-block lock in the next block
    expect(sequenceLockError(relative(6), [900_000 - 5], clock)).toBeNull()
    expect(sequenceLockError(relative(7), [900_000 - 5], clock)).toBe('non-BIP68-final')
    expect(sequenceLockError(relative(1), [900_001], clock)).toBe('non-BIP68-final')
    expect(sequenceLockError(relative(7, 1), [900_000 - 5], clock)).toBeNull()
    expect(sequenceLockError(relative(0x80000000 | 7), [900_000 - 5], clock)).toBeNull()
    // time: 1 unit = 512 s from the median time past before the coin's block
    const timeLock = 0x00400000 | 1
    const deep = 900_000 - 1_000
    expect(sequenceLockError(relative(timeLock), [deep], clock)).toBeNull()
    const shallow = { ...clock, medianTimePast: (h: number) => (h >= 899_999 ? mtp : mtp - 600) }
    expect(sequenceLockError(relative(timeLock), [900_000], shallow)).toBe('non-BIP68-final')
  })
})
