import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { fromDisplayHex } from '../chain/hash'
import { keyFromLabel, p2wpkhScript, signP2wpkh } from '../tx/testing/signer'
import { acceptTx, type AcceptContext } from './accept'
import { MempoolGraph } from './pool'
import { relayPolicy, type RelayPolicy } from './relay-policy'

const key = keyFromLabel('relay-policy test')
const SCRIPT = p2wpkhScript(key)
const COIN_TXID = 'ab'.repeat(32)
const COIN_VALUE = 10_000_000
const TIP = 900_000
const KEY = Uint8Array.from([0x02, ...new Uint8Array(32).fill(3)])

const policy = (verifySignatures = true): RelayPolicy =>
  relayPolicy({ clock: { tipHeight: TIP, medianTimePast: () => 1_780_000_000 }, verifySignatures })

/** A chain with one p2wpkh coin of this test's key, confirmed at `coinHeight`. */
function context(p?: RelayPolicy, coinHeight = TIP - 50): AcceptContext {
  return {
    graph: new MempoolGraph(),
    chainOutput: (txid, vout) =>
      txid === COIN_TXID && vout === 0
        ? {
            script: SCRIPT,
            value: COIN_VALUE,
            spent: false,
            coinbaseHeight: null,
            height: coinHeight,
          }
        : undefined,
    isConfirmed: () => false,
    nowS: 1_780_000_000,
    spendHeight: TIP + 1,
    minFeeRate: 1,
    ...(p ? { policy: p } : {}),
  }
}

function spend(outputs: [Uint8Array, number][], edit?: (tx: bitcoin.Transaction) => void) {
  const tx = new bitcoin.Transaction()
  tx.version = 2
  tx.addInput(fromDisplayHex(COIN_TXID), 0, 0xfffffffd)
  for (const [script, value] of outputs) tx.addOutput(script, BigInt(value))
  edit?.(tx)
  signP2wpkh(tx, 0, [{ script: SCRIPT, value: COIN_VALUE }], key)
  return tx
}

const errorOf = (ctx: AcceptContext, tx: bitcoin.Transaction) => {
  const result = acceptTx(ctx, tx, tx.toBuffer())
  return result.ok ? null : result.error
}

describe('relay policy in acceptTx', () => {
  it('accepts a signed standard spend', () => {
    expect(errorOf(context(policy()), spend([[SCRIPT, COIN_VALUE - 1_000]]))).toBeNull()
  })

  it('applies only to txs from outside: the simulation path admits what the policy refuses', () => {
    const v0 = spend([[SCRIPT, COIN_VALUE - 1_000]], (tx) => (tx.version = 0))
    expect(errorOf(context(), v0)).toBeNull()
    expect(errorOf(context(policy()), v0)).toBe('version')
  })

  it('lets one dust output through only in a tx paying no fee', () => {
    const tx = spend([
      [SCRIPT, 100],
      [SCRIPT, COIN_VALUE - 2_000],
    ])
    expect(errorOf(context(policy()), tx)).toBe('dust, tx with dust output must be 0-fee')
  })

  it('refuses an unmet relative lock against the coin height', () => {
    const tx = spend([[SCRIPT, COIN_VALUE - 1_000]], (t) => (t.ins[0]!.sequence = 100))
    expect(errorOf(context(policy(), TIP - 50), tx)).toBe('non-BIP68-final')
    expect(errorOf(context(policy(), TIP - 99), tx)).toBeNull()
  })

  it('refuses a sigop cost over 16,000 on any path', () => {
    // each bare 1-of-3 multisig output counts 20 legacy sigops (80 cost units)
    const multisig = bitcoin.script.compile([0x51, KEY, KEY, KEY, 0x53, 0xae])
    const outputs: [Uint8Array, number][] = Array.from({ length: 201 }, () => [multisig, 1_000])
    outputs.push([SCRIPT, COIN_VALUE - 400_000])
    const error = errorOf(context(), spend(outputs))
    expect(error).toBe('bad-txns-too-many-sigops: 16081') // + 1 for the p2wpkh input
  })

  it('skips only the script checks when told to', () => {
    const unsigned = spend([[SCRIPT, COIN_VALUE - 1_000]])
    unsigned.setWitness(0, [])
    expect(errorOf(context(policy(false)), unsigned)).toBeNull()
    expect(errorOf(context(policy(true)), unsigned)).toMatch(/^mandatory-script-verify-flag-failed/)
  })
})
