// First start (history + warm-up through the mempool) or resume (chain, utxo ownership, mempool from SQLite).
import type { OutputRow } from '../db/network-store'
import { DATA_LAYOUT, ensureNetworkIndexes } from '../db/schema'
import { decodeTx } from '../tx/to-wire'
import { historyTimes, buildLightHistory } from '../sim/history'
import { WALLET_SCHEME } from '../sim/wallets'
import { arrivalsBetween, backlogTargetOf, generateArrivals, seedBacklog } from './economy'
import { mineBlock, pruneDeep } from './miner'
import type { NetworkSim } from './network-sim'
import { takeSample } from './statistics'

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** What a first start is doing: 'history' (light blocks), 'mempool' (the standing backlog), 'warm-up' blocks. */
export type StartPhase = 'history' | 'mempool' | 'warm-up'
export type StartProgress = (phase: StartPhase, fraction: number) => void

export async function bootstrap(
  sim: NetworkSim,
  progress: StartProgress = () => {},
): Promise<void> {
  const db = sim.store.db
  // data from before the wallets' keys became NUMS points is rebuilt: no wallet owns its coins any more, and
  // their old keys, derived from a public seed, could sign them; so is data from before block summaries were
  // stored (its pruned blocks cannot answer /summary)
  const sameWallets = sim.store.meta('wallets') === WALLET_SCHEME
  const sameLayout = sim.store.meta('layout') === DATA_LAYOUT
  if (sim.store.meta('complete') === '1' && sameWallets && sameLayout) {
    ensureNetworkIndexes(db)
    resume(sim)
  } else {
    // an interrupted first start is redone from scratch, so the bulk load runs without journal or fsyncs
    db.exec('DROP INDEX IF EXISTS outputs_scripthash')
    db.exec(
      'DELETE FROM blocks; DELETE FROM txs; DELETE FROM outputs; DELETE FROM replacements; DELETE FROM meta; DELETE FROM statistics;',
    )
    db.pragma('journal_mode = OFF')
    db.pragma('synchronous = OFF')
    await firstStart(sim, progress)
    ensureNetworkIndexes(db)
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    sim.store.batch(() => {
      sim.store.setMeta('wallets', WALLET_SCHEME)
      sim.store.setMeta('layout', DATA_LAYOUT)
      sim.store.setMeta('complete', '1')
    })
  }
  sim.takePending()
}

async function firstStart(sim: NetworkSim, progress: StartProgress): Promise<void> {
  const { historyBlocks, warmupBlocks, intervalS } = sim.config
  sim.store.setMeta('seed', sim.config.seed)
  const warm = Math.min(warmupBlocks, Math.max(0, historyBlocks - 1))
  const nowS = sim.nowS()
  const warmTimes = historyTimes(sim, warm + 1, nowS - Math.round(intervalS * 0.3)).slice(1)
  const lightEnd = (warmTimes[0] ?? nowS) - Math.round(intervalS)
  const lightTimes = historyTimes(sim, historyBlocks - warm, lightEnd)
  const full = Math.min(sim.config.fullHistoryBlocks, lightTimes.length)
  await buildLightHistory(sim, lightTimes, full, (f) => progress('history', f))
  let clock = lightEnd
  let nextSample = clock
  // yields every few simulated minutes so a server started alongside stays responsive
  const advance = async (until: number): Promise<void> => {
    let steps = 0
    while (clock < until) {
      const step = Math.min(30, until - clock)
      generateArrivals(sim, arrivalsBetween(sim, clock, clock + step), clock + step)
      clock += step
      if (clock >= nextSample) {
        // statistics samples for the warm-up period, so the mempool charts have data from the start
        sim.store.insertStatistic(clock, JSON.stringify(takeSample(sim, null, clock)))
        nextSample = clock + 60
      }
      if (++steps % 4 === 0) await yieldToLoop()
    }
  }
  seedBacklog(sim, Math.round(sim.config.txRate * 400), clock)
  await seedStandingBacklog(sim, clock, progress)
  for (const [i, blockTime] of warmTimes.entries()) {
    await advance(blockTime)
    mineBlock(sim, blockTime)
    progress('warm-up', (i + 1) / warmTimes.length)
    await yieldToLoop()
  }
  // about two blocks of cheap txs left waiting (scaled by network activity), as a long-running mempool has
  for (let left = Math.round(6_000 * sim.config.activity); left > 0; left -= 500) {
    seedBacklog(sim, Math.min(500, left), clock)
    await yieldToLoop()
  }
  await advance(nowS)
  pruneDeep(sim)
  sim.store.setMeta('clock', String(nowS))
}

/**
 * On a congested network, the backlog a busy day leaves waiting: arrivals of the last six hours at the fees
 * users chose, built in batches so each batch sees the projected blocks the earlier ones made (the warm-up
 * blocks then take the best-paying of it, as they would have).
 */
async function seedStandingBacklog(
  sim: NetworkSim,
  clock: number,
  progress: StartProgress,
): Promise<void> {
  const target = backlogTargetOf(sim)
  for (let stalled = 0; sim.graph.totalVsize < target && stalled < 3;) {
    const before = sim.graph.totalVsize
    generateArrivals(sim, 1_000, clock, 6 * 3_600)
    stalled = sim.graph.totalVsize > before ? 0 : stalled + 1
    progress('mempool', Math.min(1, sim.graph.totalVsize / target))
    await yieldToLoop()
  }
}

function resume(sim: NetworkSim): void {
  sim.chain.loadFrom(sim.store)
  const rows = sim.store.db
    .prepare<[], OutputRow & { height: number | null; state: number }>(
      'SELECT o.*, t.height, t.state FROM outputs o JOIN txs t ON t.txid = o.txid WHERE o.spent_txid IS NULL AND o.wallet IS NOT NULL',
    )
    .all()
  for (const r of rows) {
    const key = sim.wallets.byScript.get(r.script.toString('hex'))
    if (key)
      sim.pool.add({
        txid: r.txid,
        vout: r.vout,
        value: r.value,
        key,
        height: r.state === 1 ? r.height : null,
        coinbase: r.coinbase === 1,
      })
  }
  let waiting = sim.store.mempoolTxs()
  for (let pass = 0; pass < 3 && waiting.length > 0; pass++) {
    const failed: typeof waiting = []
    for (const row of waiting) {
      const tx = decodeTx(row.raw)
      if (!sim.accept(tx, row.raw, row.first_seen).ok) failed.push(row)
    }
    waiting = failed
  }
  for (const row of waiting) sim.store.setTxState(row.txid, 2)
}
