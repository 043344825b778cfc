// Validation of transactions from outside: signature verification cost per input (ECDSA p2wpkh, Schnorr p2tr key
// path, 2-of-3 p2wsh multisig, legacy p2pkh), the curve backends side by side, and transactions accepted per second
// through admission with the relay policy (in memory) and through POST /api/tx's node path (SQLite, template).
// Goals: ≤ 0.5 ms per single-signature input; ≥ 500 tx/s through admission; ≥ 150 tx/s through the node.
import * as bitcoin from 'bitcoinjs-lib'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { secp256k1, schnorr } from '@noble/curves/secp256k1'
import * as tiny from 'tiny-secp256k1'
import { fromDisplayHex } from '../src/server/chain/hash'
import { acceptTx, type AcceptContext, type ChainOutput } from '../src/server/mempool/accept'
import { MempoolGraph } from '../src/server/mempool/pool'
import { relayPolicy } from '../src/server/mempool/relay-policy'
import { createSimNode } from '../src/server/node'
import { testPayoutCoin } from '../src/server/tx/testing/payout-coin'
import {
  ecdsaSig,
  keyFromLabel,
  multisigScript,
  p2pkhScript,
  p2trScript,
  p2wpkhScript,
  p2wshScript,
  signP2pkh,
  signP2trKeyPath,
  signP2wpkh,
  signP2wshMultisig,
  type TestKey,
} from '../src/server/tx/testing/signer'
import type { PrevOut } from '../src/server/tx/to-wire'
import { SighashCache } from '../src/server/tx/sighash-cache'
import { verifyInputScripts } from '../src/server/tx/verify-signatures'

const keys = [keyFromLabel('bench a'), keyFromLabel('bench b'), keyFromLabel('bench c')] as [
  TestKey,
  TestKey,
  TestKey,
]
const ms = (t0: number) => performance.now() - t0

/** A signed tx of `count` inputs of one shape (made-up outpoints, 100,000 sats each). */
function manyInputs(
  count: number,
  script: Uint8Array,
  sign: (tx: bitcoin.Transaction, i: number, p: PrevOut[]) => void,
) {
  const tx = new bitcoin.Transaction()
  tx.version = 2
  for (let i = 0; i < count; i++)
    tx.addInput(fromDisplayHex(i.toString(16).padStart(64, '0')), 0, 0xfffffffd)
  tx.addOutput(p2wpkhScript(keys[0]), BigInt(count * 100_000 - 50_000))
  const prevouts = Array.from({ length: count }, () => ({ script, value: 100_000 }))
  for (let i = 0; i < count; i++) sign(tx, i, prevouts)
  return { tx, prevouts }
}

/** Inputs per tx: BIP143/BIP341 sighashes rehash the whole input list per input in bitcoinjs. */
const INPUTS = 20

function perInput() {
  const multisig = multisigScript(2, keys)
  const shapes: [string, Uint8Array, (tx: bitcoin.Transaction, i: number, p: PrevOut[]) => void][] =
    [
      ['p2wpkh (ECDSA)', p2wpkhScript(keys[0]), (tx, i, p) => signP2wpkh(tx, i, p, keys[0])],
      [
        'p2tr key path (Schnorr)',
        p2trScript(keys[0]),
        (tx, i, p) => signP2trKeyPath(tx, i, p, keys[0]),
      ],
      [
        'p2wsh 2-of-3 (2 ECDSA)',
        p2wshScript(multisig),
        (tx, i, p) => signP2wshMultisig(tx, i, p, multisig, [keys[0], keys[1]]),
      ],
      [
        'p2pkh (ECDSA, legacy sighash)',
        p2pkhScript(keys[0]),
        (tx, i, p) => signP2pkh(tx, i, p, keys[0]),
      ],
    ]
  for (const [name, script, sign] of shapes) {
    const { tx, prevouts } = manyInputs(INPUTS, script, sign)
    verifyInputScripts(tx, prevouts) // warm-up
    const t0 = performance.now()
    const runs = 25
    for (let r = 0; r < runs; r++)
      if (verifyInputScripts(tx, prevouts) !== null) throw new Error(name)
    console.log(
      `verify ${name}: ${(ms(t0) / (runs * INPUTS)).toFixed(3)} ms per input (goal ≤ 0.5 single-sig)`,
    )
  }
}

/** A standard-size tx of 1,400 p2wpkh / p2tr inputs: verification must stay linear in the input count. */
function largeTx() {
  const count = 1_400
  for (const [name, script] of [
    ['p2wpkh', p2wpkhScript(keys[0])],
    ['p2tr', p2trScript(keys[0])],
  ] as const) {
    const { tx, prevouts } = manyInputs(count, script, () => undefined)
    const cache = new SighashCache(tx, prevouts)
    const code = p2pkhScript(keys[0])
    for (let i = 0; i < count; i++) {
      if (name === 'p2wpkh')
        tx.setWitness(i, [ecdsaSig(cache.v0(i, code, 100_000, 1), keys[0]), keys[0].pubkey])
      else tx.setWitness(i, [signTaprootDigest(cache.v1(i, 0) as Uint8Array, keys[0])])
    }
    const t0 = performance.now()
    if (verifyInputScripts(tx, prevouts) !== null) throw new Error(`large ${name}`)
    console.log(
      `verify a ${Math.round(tx.weight() / 1000)} kWU tx of ${count} ${name} inputs: ${ms(t0).toFixed(0)} ms (bitcoinjs sighashes alone: 3 s v0, 5 s taproot)`,
    )
  }
}

function signTaprootDigest(digest: Uint8Array, k: TestKey): Uint8Array {
  const even = k.pubkey[0] === 0x02 ? k.priv : tiny.privateNegate(k.priv)
  const tweaked = tiny.privateAdd(even, bitcoin.crypto.taggedHash('TapTweak', k.pubkey.subarray(1)))
  return tiny.signSchnorr(digest, tweaked as Uint8Array)
}

function backends() {
  const priv = keys[0].priv
  const digest = new Uint8Array(32).fill(7)
  const ecdsa = tiny.sign(digest, priv)
  const sch = tiny.signSchnorr(digest, priv)
  const xonly = keys[0].pubkey.subarray(1)
  const n = 500
  const time = (name: string, f: () => boolean) => {
    f()
    const t0 = performance.now()
    for (let i = 0; i < n; i++) if (!f()) throw new Error(name)
    console.log(`  ${name}: ${(ms(t0) / n).toFixed(3)} ms per verify`)
  }
  console.log('curve backends (why tiny-secp256k1):')
  time('tiny-secp256k1 ECDSA', () => tiny.verify(digest, keys[0].pubkey, ecdsa))
  time('tiny-secp256k1 Schnorr', () => tiny.verifySchnorr(digest, xonly, sch))
  time('@noble/curves ECDSA', () => secp256k1.verify(ecdsa, digest, keys[0].pubkey))
  time('@noble/curves Schnorr', () => schnorr.verify(sch, digest, xonly))
}

/** 1-in 1-out signed p2wpkh spends of distinct confirmed coins through acceptTx with the policy (no disk). */
function admission() {
  const count = 2_000
  const script = p2wpkhScript(keys[0])
  const coins = new Map<string, ChainOutput>()
  const txs = Array.from({ length: count }, (_, i) => {
    const txid = `c${(i + 1).toString(16).padStart(63, '0')}`
    coins.set(txid, { script, value: 100_000, spent: false, coinbaseHeight: null, height: 800_000 })
    const tx = new bitcoin.Transaction()
    tx.version = 2
    tx.addInput(fromDisplayHex(txid), 0, 0xfffffffd)
    tx.addOutput(script, 99_000n)
    signP2wpkh(tx, 0, [{ script, value: 100_000 }], keys[0])
    return tx
  })
  const graph = new MempoolGraph()
  const ctx: AcceptContext = {
    graph,
    chainOutput: (txid, vout) => (vout === 0 ? coins.get(txid) : undefined),
    isConfirmed: () => false,
    nowS: 1_780_000_000,
    spendHeight: 900_001,
    minFeeRate: 1,
    policy: relayPolicy({
      clock: { tipHeight: 900_000, medianTimePast: () => 1_780_000_000 },
      verifySignatures: true,
    }),
  }
  const t0 = performance.now()
  for (const tx of txs) {
    const r = acceptTx(ctx, tx, tx.toBuffer())
    if (!r.ok) throw new Error(r.error)
    graph.add(r.entry)
  }
  console.log(
    `admission with relay policy (1-in p2wpkh): ${Math.round(count / (ms(t0) / 1000))} tx/s (goal ≥ 500)`,
  )
}

/** POST /api/tx's path on a small simulated mainnet: children of one fan-out paid to the bench key. */
async function nodePath() {
  const dir = mkdtempSync(join(tmpdir(), 'mpw-bench-txv-'))
  const node = await createSimNode({
    dataDir: dir,
    seed: 5,
    networks: ['mainnet'],
    historyBlocks: 130,
    txRate: 1,
    warmupBlocks: 2,
    autoRun: false,
    testPayoutScript: p2wpkhScript(keys[0]),
  })
  try {
    const net = node.networks.get('mainnet')
    if (!net) throw new Error('no mainnet')
    const count = 300
    const each = 5_000
    // the demo wallets have no known private keys: the node pays its first coinbase to the bench key
    const coin = testPayoutCoin(net, p2wpkhScript(keys[0]))
    const fan = new bitcoin.Transaction()
    fan.version = 2
    fan.addInput(fromDisplayHex(coin.txid), coin.vout, 0xfffffffd)
    for (let i = 0; i < count; i++) fan.addOutput(p2wpkhScript(keys[0]), BigInt(each))
    fan.addOutput(p2wpkhScript(keys[0]), BigInt(coin.value - count * each - 60_000))
    signP2wpkh(fan, 0, [coin], keys[0])
    const funding = { tx: fan }
    const fanResult = net.submitTx(funding.tx.toHex())
    if ('error' in fanResult) throw new Error(fanResult.error)
    const script = p2wpkhScript(keys[0])
    const children = Array.from({ length: count }, (_, vout) => {
      const tx = new bitcoin.Transaction()
      tx.version = 2
      tx.addInput(funding.tx.getHash(), vout, 0xfffffffd)
      tx.addOutput(script, BigInt(each - 1_000))
      signP2wpkh(tx, 0, [{ script, value: each }], keys[0])
      return tx.toHex()
    })
    const t0 = performance.now()
    for (const hex of children) {
      const r = net.submitTx(hex)
      if ('error' in r) throw new Error(r.error)
    }
    console.log(
      `node path (submitTx: policy, admission, SQLite, template, event): ${Math.round(count / (ms(t0) / 1000))} tx/s (goal ≥ 150)`,
    )
  } finally {
    node.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

perInput()
largeTx()
backends()
admission()
await nodePath()
