// What a simulated economy sends: payments, batch payouts, consolidations, coinjoins, inscriptions,
// OP_RETURN and bare-multisig outputs, in v1/v2/v3, opting into RBF or not.
import * as bitcoin from 'bitcoinjs-lib'
import { isMatureCoinbase } from '../chain/maturity'
import type { Rng } from './prng'
import type { OutputSpec, TxSpec } from './tx-builder'
import type { OwnedUtxo, UtxoPool } from './utxo-pool'
import type { WalletKey, WalletSet } from './wallets'

export interface ScenarioContext {
  rng: Rng
  pool: UtxoPool
  wallets: WalletSet
  /** sat/vB for this tx. */
  feeRate: number
  /** May spend outputs of unconfirmed txs. */
  allowUnconfirmed: boolean
  /** Height of the block the tx will be mined in at the earliest (light block height, or tip + 1). */
  spendHeight: number
}

export type ScenarioName =
  | 'payment'
  | 'batch'
  | 'consolidation'
  | 'coinjoin'
  | 'inscription'
  | 'opreturn'
  | 'baremultisig'
  | 'payout'

const MIX: [ScenarioName, number][] = [
  ['payment', 50],
  ['batch', 10],
  ['consolidation', 9],
  ['coinjoin', 3],
  ['inscription', 8],
  ['opreturn', 4],
  ['baremultisig', 1],
  ['payout', 15],
]

function walletKey(ws: WalletSet, wallet: number, rng: Rng): WalletKey {
  const w = ws.wallets[wallet]
  if (!w) throw new Error(`no wallet ${wallet}`)
  return rng.pick(w.keys)
}

function out(key: WalletKey, value: number): OutputSpec {
  return { script: key.script, value, key }
}

function common(ctx: ScenarioContext): Pick<TxSpec, 'version' | 'rbf' | 'feeRate'> {
  const { rng } = ctx
  const r = rng.next()
  return { version: r < 0.12 ? 1 : r < 0.14 ? 3 : 2, rbf: rng.chance(0.7), feeRate: ctx.feeRate }
}

/** Confirmed (or unconfirmed when allowed), and a coinbase only once mature at the spend height. */
function usable(ctx: ScenarioContext, u: OwnedUtxo): boolean {
  if (u.height === null) return ctx.allowUnconfirmed && !u.coinbase
  return !u.coinbase || isMatureCoinbase(u.height, ctx.spendHeight)
}

function spendable(
  ctx: ScenarioContext,
  role: 'user' | 'exchange' | 'pool' | 'ordinals',
  min: number,
): OwnedUtxo | undefined {
  const state = ctx.allowUnconfirmed ? 'any' : 'confirmed'
  return ctx.pool.pick(ctx.rng, role, (u) => u.value >= min && usable(ctx, u), state)
}

function moreFrom(ctx: ScenarioContext, first: OwnedUtxo, count: number): OwnedUtxo[] {
  const same = ctx.pool.ofWallet(first.key.wallet).filter((u) => u !== first && usable(ctx, u))
  return [first, ...same.slice(0, count)]
}

export function pickScenario(rng: Rng): ScenarioName {
  return (MIX[rng.weighted(MIX.map(([, w]) => w))] as [ScenarioName, number])[0]
}

/** A tx spec for the scenario, or null if no suitable utxos exist right now. */
export function makeScenario(name: ScenarioName, ctx: ScenarioContext): TxSpec | null {
  const { rng, wallets } = ctx
  const base = common(ctx)
  switch (name) {
    case 'payment':
    case 'opreturn':
    case 'baremultisig': {
      const first = spendable(ctx, rng.chance(0.85) ? 'user' : 'exchange', 20_000)
      if (!first) return null
      const inputs = rng.chance(0.25) ? moreFrom(ctx, first, rng.int(1, 2)) : [first]
      const total = inputs.reduce((a, u) => a + u.value, 0)
      const to = walletKey(
        wallets,
        rng.chance(0.8) ? rng.pick(wallets.users) : rng.pick(wallets.exchanges),
        rng,
      )
      const outputs: OutputSpec[] = [
        out(to, Math.max(1_000, Math.round(total * (0.05 + rng.next() * 0.6)))),
      ]
      if (name === 'opreturn')
        outputs.push({
          script: bitcoin.script.compile([
            bitcoin.opcodes.OP_RETURN,
            new TextEncoder().encode(`sim:${rng.int(0, 1e9)}`),
          ]),
          value: 0,
        })
      if (name === 'baremultisig') {
        const a = walletKey(wallets, rng.pick(wallets.users), rng)
        const b = walletKey(wallets, rng.pick(wallets.users), rng)
        outputs.push({
          script: bitcoin.payments.p2ms({ m: 1, pubkeys: [a.pubkey, b.pubkey] })
            .output as Uint8Array,
          value: 1_000,
        })
      }
      outputs.push(out(walletKey(wallets, first.key.wallet, rng), 0))
      return { ...base, inputs, outputs, changeIndex: outputs.length - 1 }
    }
    case 'batch':
    case 'payout': {
      const first = spendable(ctx, name === 'payout' ? 'pool' : 'exchange', 5_000_000)
      if (!first) return null
      const inputs = moreFrom(ctx, first, rng.int(0, 2))
      const total = inputs.reduce((a, u) => a + u.value, 0)
      const n = rng.int(5, name === 'payout' ? 30 : 20)
      const share = (total * (0.3 + rng.next() * 0.5)) / n
      const outputs: OutputSpec[] = []
      for (let i = 0; i < n; i++)
        outputs.push(
          out(
            walletKey(wallets, rng.pick(wallets.users), rng),
            Math.max(2_000, Math.round(share * (0.3 + rng.next() * 1.4))),
          ),
        )
      outputs.push(out(walletKey(wallets, first.key.wallet, rng), 0))
      return { ...base, version: 2, inputs, outputs, changeIndex: outputs.length - 1 }
    }
    case 'consolidation': {
      const first = spendable(ctx, rng.chance(0.5) ? 'exchange' : 'user', 1)
      if (!first) return null
      const inputs = moreFrom(ctx, first, rng.int(4, 24))
      if (inputs.length < 5) return null
      const total = inputs.reduce((a, u) => a + u.value, 0)
      return {
        ...base,
        rbf: true,
        inputs,
        outputs: [out(walletKey(wallets, first.key.wallet, rng), total)],
        changeIndex: 0,
      }
    }
    case 'coinjoin': {
      // two equal outputs per participant and one coordinator change: few distinct values, as coinjoins have
      const denom = rng.pick([100_000, 1_000_000, 5_000_000])
      const inputs: OwnedUtxo[] = []
      const seen = new Set<number>()
      for (let t = 0; t < 60 && inputs.length < 7; t++) {
        const u = spendable(ctx, 'user', 2 * denom + 20_000)
        if (u && !seen.has(u.key.wallet) && !inputs.includes(u)) {
          seen.add(u.key.wallet)
          inputs.push(u)
        }
      }
      if (inputs.length < 5) return null
      const outputs: OutputSpec[] = inputs.flatMap(() => [
        out(walletKey(wallets, rng.pick(wallets.users), rng), denom),
        out(walletKey(wallets, rng.pick(wallets.users), rng), denom),
      ])
      const extra = inputs.reduce((a, u) => a + u.value, 0) - 2 * denom * inputs.length
      outputs.push(out(walletKey(wallets, rng.pick(wallets.exchanges), rng), extra))
      return { ...base, version: 1, rbf: false, inputs, outputs, changeIndex: outputs.length - 1 }
    }
    case 'inscription': {
      const ord = wallets.ordinals[0]
      if (ord === undefined) return null
      const first = ctx.pool.pick(
        rng,
        'user',
        (u) => u.key.kind === 'p2tr' && u.value >= 30_000 && usable(ctx, u),
        ctx.allowUnconfirmed ? 'any' : 'confirmed',
      )
      if (!first) return null
      const dest = walletKey(wallets, ord, rng)
      const body = rng.bytes(rng.chance(0.95) ? rng.int(40, 400) : rng.int(1_000, 16_000))
      const outputs = [out(dest, 546), out(walletKey(wallets, first.key.wallet, rng), 0)]
      return { ...base, version: 2, inputs: [first], outputs, changeIndex: 1, inscription: body }
    }
  }
}
