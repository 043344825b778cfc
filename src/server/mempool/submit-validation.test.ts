// POST /api/tx and the dry runs against the real server app over a simulated mainnet, with signature checks on:
// a spend must carry its owner's signature (the demo wallets' coins cannot be signed for at all; the test's own
// key holds the first block's coinbase), and Core's finality and standardness rules apply, each refusal
// answered with Core's reason as text.
import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { fromDisplayHex } from '../chain/hash'
import { startSimServerForFile } from '../http/testing/sim-server'
import { createWallets, DEMO_WALLET_SEED, type WalletKey } from '../sim/wallets'
import { testPayoutCoin } from '../tx/testing/payout-coin'
import {
  ecdsaSig,
  keyFromLabel,
  p2pkhScript,
  p2trScript,
  p2wpkhScript,
  signP2trKeyPath,
  signP2wpkh,
  type TestKey,
} from '../tx/testing/signer'
import type { PrevOut } from '../tx/to-wire'

/** A key only this test holds; the first block's coinbase pays it. */
const mine = keyFromLabel('submit-validation test key')
const sim = startSimServerForFile({
  seed: 31,
  historyBlocks: 130,
  txRate: 1,
  warmupBlocks: 2,
  testPayoutScript: p2wpkhScript(mine),
})
const wallets = createWallets(DEMO_WALLET_SEED, 'mainnet')

interface Coin extends PrevOut {
  txid: string
  vout: number
  /** The private key that can spend it. */
  key: TestKey
}

const used = new Set<string>()
let recentTxids: string[] | undefined
/** A confirmed, unspent output of a demo wallet (p2wpkh or p2tr) worth at least `min` sats, and its owner. */
function walletCoin(
  min = 20_000,
  kinds = ['v0_p2wpkh', 'v1_p2tr'],
): Omit<Coin, 'key'> & { owner: WalletKey } {
  recentTxids ??= sim.net.blocks(undefined, 60).flatMap((b) => sim.net.blockTxids(b.id) ?? [])
  for (const txid of recentTxids) {
    const tx = sim.net.tx(txid)
    if (!tx || tx.vin[0]?.is_coinbase) continue
    const spends = sim.net.outspends(txid) ?? []
    for (const [vout, out] of tx.vout.entries()) {
      const kind = out.scriptpubkey_type
      if ((kind !== 'v0_p2wpkh' && kind !== 'v1_p2tr') || !kinds.includes(kind)) continue
      if (out.value < min) continue
      if (spends[vout]?.spent !== false || used.has(`${txid}:${vout}`)) continue
      const script = Buffer.from(out.scriptpubkey, 'hex')
      const owner = wallets.byScript.get(out.scriptpubkey)
      if (!owner) continue
      used.add(`${txid}:${vout}`)
      return { txid, vout, script, value: out.value, owner }
    }
  }
  throw new Error('no unspent wallet output')
}

const FAN_OUT = 14
const FAN_VALUE = 30_000
/** The test's matured coinbase spent (signed) to outputs of its key: p2tr first, then p2wpkh, then change. */
const fanOut = (() => {
  let tx: bitcoin.Transaction | undefined
  return () => {
    if (tx) return tx
    const coin: Coin = { ...testPayoutCoin(sim.net, p2wpkhScript(mine)), key: mine }
    const outputs: [Uint8Array, number][] = [[p2trScript(mine), FAN_VALUE]]
    for (let i = 1; i < FAN_OUT; i++) outputs.push([p2wpkhScript(mine), FAN_VALUE])
    outputs.push([p2wpkhScript(mine), coin.value - FAN_OUT * FAN_VALUE - 10_000])
    tx = signed(coin, spend(coin, outputs))
    return tx
  }
})()

let nextOwn = 1
/** A p2wpkh output of the fan-out, paid to this test's key. */
function myCoin(): Coin {
  const parent = fanOut()
  const vout = nextOwn++
  if (vout >= FAN_OUT) throw new Error('fan-out used up')
  return { txid: parent.getId(), vout, script: p2wpkhScript(mine), value: FAN_VALUE, key: mine }
}

/** A tx spending `coin` to the given outputs (default: all but 2,000 sats to this test's p2tr key). */
function spend(
  coin: Omit<Coin, 'key'>,
  outputs?: [Uint8Array, number][],
  edit?: (tx: bitcoin.Transaction) => void,
) {
  const tx = new bitcoin.Transaction()
  tx.version = 2
  tx.addInput(fromDisplayHex(coin.txid), coin.vout, 0xfffffffd)
  for (const [script, value] of outputs ?? [[p2trScript(mine), coin.value - 2_000]])
    tx.addOutput(script, BigInt(value))
  edit?.(tx)
  return tx
}

/** Signs a p2wpkh spend with the coin's key. */
const signed = (coin: Coin, tx: bitcoin.Transaction) => {
  signP2wpkh(tx, 0, [coin], coin.key)
  return tx
}

const post = (url: string, payload: string | string[]) =>
  sim.server.app.inject({ method: 'POST', url, payload })

const RPC_PREFIX = 'sendrawtransaction RPC error: '
/** Core's refusal reason inside the relayed RPC error (`sendrawtransaction RPC error: {"code":-26,…}`). */
function reason(body: string): string {
  if (!body.startsWith(RPC_PREFIX)) return `not an RPC error: ${body}`
  return (JSON.parse(body.slice(RPC_PREFIX.length)) as { message: string }).message
}

describe('POST /api/tx validates like a node', () => {
  it('refuses an unsigned spend of a wallet coin with the script error', async () => {
    const res = await post('/api/tx', spend(walletCoin()).toHex())
    expect(`${res.statusCode} ${res.body}`).toBe(
      '400 sendrawtransaction RPC error: {"code":-26,"message":"mandatory-script-verify-flag-failed (Witness program was passed an empty witness)"}',
    )
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
  })

  it("refuses a wallet coin's spend signed by another key", async () => {
    const coin = walletCoin(20_000, ['v0_p2wpkh'])
    const tx = spend(coin)
    const code = bitcoin.payments.p2pkh({ pubkey: coin.owner.pubkey }).output as Uint8Array
    const digest = tx.hashForWitnessV0(0, code, BigInt(coin.value), 1)
    tx.setWitness(0, [ecdsaSig(digest, mine), coin.owner.pubkey])
    const res = await post('/api/tx', tx.toHex())
    expect(`${res.statusCode} ${reason(res.body)}`).toBe(
      '400 mandatory-script-verify-flag-failed (Script evaluated without error but finished with a false/empty top stack element)',
    )
  })

  it('accepts a signed spend of a matured coinbase, then a key-path spend of its p2tr output', async () => {
    const parent = fanOut()
    const res = await post('/api/tx', parent.toHex())
    expect(`${res.statusCode} ${res.body}`).toBe(`200 ${parent.getId()}`)
    const mineCoin: PrevOut = { script: p2trScript(mine), value: FAN_VALUE }
    const child = new bitcoin.Transaction()
    child.version = 2
    child.addInput(parent.getHash(), 0, 0xfffffffd)
    child.addOutput(p2wpkhScript(mine), BigInt(FAN_VALUE - 3_000))
    signP2trKeyPath(child, 0, [mineCoin], mine)
    const childRes = await post('/api/tx', child.toHex())
    expect(`${childRes.statusCode} ${childRes.body}`).toBe(`200 ${child.getId()}`)
  })

  it('refuses an unsigned replacement of a pending tx', async () => {
    const coin = myCoin()
    const first = signed(coin, spend(coin))
    expect((await post('/api/tx', first.toHex())).statusCode).toBe(200)
    const thief = spend(coin, [[p2wpkhScript(mine), coin.value - 20_000]])
    const res = await post('/api/tx', thief.toHex())
    expect(res.statusCode).toBe(400)
    expect(reason(res.body)).toMatch(/^mandatory-script-verify-flag-failed/)
    expect(sim.net.tx(first.getId())).toBeDefined()
  })

  type Edit = (tx: bitcoin.Transaction) => void
  it.each<[string, string, Edit]>([
    ['a far-future height lock', 'non-final', (tx) => (tx.locktime = 5_000_000)],
    ['a far-future time lock', 'non-final', (tx) => (tx.locktime = 2_000_000_000)],
    ['version 0xffffffff', 'version', (tx) => (tx.version = 0xffffffff)],
    ['version 0', 'version', (tx) => (tx.version = 0)],
  ])('refuses %s (signed) with %j', async (_, refusal, edit) => {
    const coin = myCoin()
    const res = await post('/api/tx', signed(coin, spend(coin, undefined, edit)).toHex())
    expect(`${res.statusCode} ${reason(res.body)}`).toBe(`400 ${refusal}`)
  })

  it('accepts a lock time already passed', async () => {
    const coin = myCoin()
    const tx = signed(
      coin,
      spend(coin, undefined, (t) => (t.locktime = sim.net.tipHeight())),
    )
    expect((await post('/api/tx', tx.toHex())).statusCode).toBe(200)
  })

  it('refuses dust outputs', async () => {
    const coin = myCoin()
    const change = coin.value - 3_000
    const oneDust = spend(coin, [
      [p2wpkhScript(mine), 293],
      [p2trScript(mine), change],
    ])
    const res = await post('/api/tx', signed(coin, oneDust).toHex())
    expect(`${res.statusCode} ${reason(res.body)}`).toBe(
      '400 dust, tx with dust output must be 0-fee',
    )
    const twoDust = spend(coin, [
      [p2wpkhScript(mine), 100],
      [p2pkhScript(mine), 545],
      [p2trScript(mine), change],
    ])
    expect((await post('/api/tx', signed(coin, twoDust).toHex())).body).toBe(
      `${RPC_PREFIX}{"code":-26,"message":"dust"}`,
    )
  })

  it('refuses an OP_RETURN over 83 bytes and a second OP_RETURN (Core 29 policy)', async () => {
    const coin = myCoin()
    const data = (n: number) =>
      bitcoin.script.compile([bitcoin.opcodes.OP_RETURN, new Uint8Array(n)])
    const change: [Uint8Array, number] = [p2trScript(mine), coin.value - 3_000]
    const big = spend(coin, [[data(81), 0], change])
    expect(reason((await post('/api/tx', signed(coin, big).toHex())).body)).toBe('scriptpubkey')
    const two = spend(coin, [[data(10), 0], [data(10), 0], change])
    expect(reason((await post('/api/tx', signed(coin, two).toHex())).body)).toBe('multi-op-return')
    const fits = spend(coin, [[data(80), 0], change])
    expect((await post('/api/tx', signed(coin, fits).toHex())).statusCode).toBe(200)
  })
})

describe('the dry runs validate the same way', () => {
  it('testmempoolaccept reports an unsigned spend with the script error and allows the signed one', async () => {
    const coin = myCoin()
    const unsigned = (await post('/api/txs/test', [spend(coin).toHex()])).json<
      { allowed: boolean; 'reject-reason'?: string }[]
    >()
    expect(unsigned[0]).toMatchObject({
      allowed: false,
      'reject-reason':
        'mandatory-script-verify-flag-failed (Witness program was passed an empty witness)',
    })
    const ok = (await post('/api/txs/test', [signed(coin, spend(coin)).toHex()])).json<
      { allowed: boolean }[]
    >()
    expect(ok[0]?.allowed).toBe(true)
  })

  it('submitpackage refuses an unsigned parent', async () => {
    const coin = myCoin()
    const parent = spend(coin)
    const child = new bitcoin.Transaction()
    child.version = 2
    child.addInput(parent.getHash(), 0, 0xfffffffd)
    child.addOutput(p2wpkhScript(mine), BigInt(coin.value - 5_000))
    const res = await post('/api/v1/txs/package', [parent.toHex(), child.toHex()])
    const body = res.json<{ 'tx-results': Record<string, { error?: string }> }>()
    const errors = Object.values(body['tx-results']).map((r) => r.error)
    expect(errors).toContain(
      'mandatory-script-verify-flag-failed (Witness program was passed an empty witness)',
    )
    expect(sim.net.tx(parent.getId())).toBeFalsy()
  })
})
