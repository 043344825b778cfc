// The light part of the first-start history: blocks built straight from generated transactions (no mempool),
// written in batches, yielding to the event loop between batches.
import type { BlockTx } from '../chain/assemble'
import { connectBlock } from '../node/connect-block'
import { assembleOnTip, pickPool } from '../node/miner'
import type { NetworkSim } from '../node/network-sim'
import { classifyTx } from '../tx/flags'
import { sigopCost } from '../tx/sigops'
import { dailyFactor, sampleFeeRate } from './fee-market'
import { makeScenario, pickScenario } from './scenarios'
import { buildTx } from './tx-builder'

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Block times (unix s) for `count` blocks ending at `endS`, exponential gaps with the configured mean. */
export function historyTimes(sim: NetworkSim, count: number, endS: number): number[] {
  const rng = sim.rng.fork('history-times')
  const gaps = Array.from({ length: count }, () =>
    Math.max(1, Math.round(rng.exp(sim.config.intervalS))),
  )
  const times: number[] = []
  let t = endS
  for (let i = count - 1; i >= 0; i--) {
    times[i] = t
    t -= gaps[i] as number
  }
  return times
}

/**
 * Generates the txs of one light block, updating wallet utxo ownership as they are made. Coinbase outputs are
 * picked only once mature (100 blocks), and the simulated wallets are funded by coinbases alone, so the first
 * ~100 blocks of a history carry only their coinbase: as on a real new chain, no pre-chain allocation is needed
 * and every spend the explorer shows is valid. Such blocks cost ~3 ms each (measured), so tests simply ask for
 * 100 more blocks of history.
 */
export function lightBlockTxs(sim: NetworkSim, height: number, timeS: number): BlockTx[] {
  const rng = sim.rng
  const target = Math.max(
    0,
    Math.round(sim.config.historyTxsPerBlock * dailyFactor(timeS) * (0.5 + rng.next())),
  )
  const txs: BlockTx[] = []
  for (let attempt = 0; txs.length < target && attempt < target * 3; attempt++) {
    const scenario = txs.length === 0 && rng.chance(0.6) ? 'payout' : pickScenario(rng)
    const spec = makeScenario(scenario, {
      rng,
      pool: sim.pool,
      wallets: sim.wallets,
      feeRate: sampleFeeRate(rng, timeS, 1),
      allowUnconfirmed: true,
      spendHeight: height,
    })
    if (!spec) continue
    const built = buildTx(spec, rng)
    if (!built) continue
    const { tx } = built
    const txid = tx.getId()
    const prevouts = spec.inputs.map((u) => ({ script: u.key.script, value: u.value }))
    const sigops = sigopCost(
      tx,
      prevouts.map((p) => p.script),
    )
    for (const u of spec.inputs) sim.pool.remove(u.txid, u.vout)
    spec.outputs.forEach((o, vout) => {
      if (o.key)
        sim.pool.add({
          txid,
          vout,
          value: built.values[vout] ?? 0,
          key: o.key,
          height,
          coinbase: false,
        })
    })
    const weight = tx.weight()
    txs.push({
      tx,
      txid,
      fee: built.fee,
      weight,
      size: tx.byteLength(),
      sigops,
      flags: classifyTx({ tx, prevouts, sigops }),
      rate: built.fee / (weight / 4),
      value: built.values.reduce((a, v) => a + v, 0),
      inValue: prevouts.reduce((a, p) => a + p.value, 0),
      firstSeen: timeS - rng.int(30, 3_000),
    })
  }
  return txs
}

/** Builds `times.length` light blocks on top of the current tip, 25 blocks per SQLite transaction. */
export async function buildLightHistory(sim: NetworkSim, times: readonly number[]): Promise<void> {
  for (let start = 0; start < times.length; start += 25) {
    sim.store.batch(() => {
      for (let i = start; i < Math.min(times.length, start + 25); i++)
        lightBlock(sim, times[i] as number)
    })
    await yieldToLoop()
  }
}

function lightBlock(sim: NetworkSim, timeS: number): void {
  const txs = lightBlockTxs(sim, sim.chain.tipHeight + 1, timeS)
  connectBlock(sim, assembleOnTip(sim, pickPool(sim), txs, timeS), txs, null)
}
