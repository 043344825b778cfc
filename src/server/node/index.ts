// createSimNode: opens (or builds) every simulated network and drives them with timers.
import { openAccountsDb, openNetworkDb, type Db } from '../db/schema'
import { createPriceSeries } from '../sim/price'
import { bootstrap } from './bootstrap'
import { createNetwork, type NetworkDriver } from './network'
import { NetworkSim } from './network-sim'
import type { NetworkName, SimNetwork, SimNode, SimNodeOptions } from './types'

export type { SimNode, SimNodeOptions, SimNetwork, NetworkName } from './types'

/** Relative activity per network (mainnet busiest). */
const DENSITY: Record<NetworkName, number> = { mainnet: 1, testnet: 0.6, signet: 0.5 }

export async function createSimNode(options: SimNodeOptions): Promise<SimNode> {
  const now = options.now ?? (() => Date.now())
  const intervalS = options.blockIntervalS ?? 600
  const names = options.networks ?? ['mainnet', 'testnet', 'signet']
  const opened = names.map((name) => ({ name, db: openNetworkDb(options.dataDir, name) }))
  // a data dir keeps the seed it was built with: wallets and prices must match the stored chain
  const seed =
    opened.map((o) => storedSeed(o.db)).find((s) => s !== undefined) ?? String(options.seed)
  const prices = createPriceSeries(seed)
  const networks = new Map<NetworkName, SimNetwork>()
  const drivers: { name: NetworkName; sim: NetworkSim; driver: NetworkDriver }[] = []
  const accounts = openAccountsDb(options.dataDir)
  const dbs: Db[] = [accounts]
  for (const { name, db } of opened) {
    const density = DENSITY[name]
    const warmupBlocks = options.warmupBlocks ?? (name === 'mainnet' ? 8 : 2)
    dbs.push(db)
    const sim = new NetworkSim(
      {
        network: name,
        seed,
        intervalS,
        txRate: (options.txRate ?? 6) * density,
        historyBlocks: Math.max(1, options.historyBlocks ?? 2_016 + 100),
        warmupBlocks,
        historyTxsPerBlock: (options.historyTxsPerBlock ?? 12) * density,
        fullHistoryBlocks: Math.max(0, (options.fullRecentBlocks ?? 0) - warmupBlocks),
        backlogBlocks: options.backlogBlocks ?? 0,
        pruneDepth: options.pruneDepth ?? 0,
        maxMempoolVsize: options.maxMempoolVsize ?? 120_000_000,
        activity: density,
        now,
        ...(options.skipSignatureChecks ? { skipSignatureChecks: true } : {}),
        ...(options.testPayoutScript ? { testPayoutScript: options.testPayoutScript } : {}),
      },
      db,
    )
    await bootstrap(sim, (phase, fraction) => options.onProgress?.(name, phase, fraction))
    const network = createNetwork(sim, prices)
    networks.set(name, network)
    drivers.push({ name, sim, driver: network })
  }

  const timers: NodeJS.Timeout[] = []
  let running = false
  const scheduleBlock = (d: (typeof drivers)[number]): void => {
    const delayMs = Math.max(1_000, d.sim.rng.exp(intervalS) * 1000)
    const t = setTimeout(() => {
      if (!running) return
      const tipTime = d.sim.chain.tip()?.block.timestamp ?? 0
      d.driver.mine(Math.max(d.sim.nowS(), tipTime + 1))
      scheduleBlock(d)
    }, delayMs)
    timers.push(t)
  }

  const node: SimNode = {
    networks,
    accounts,
    start() {
      if (running) return
      running = true
      for (const d of drivers) {
        let last = d.sim.nowS()
        timers.push(
          setInterval(() => {
            const nowS = d.sim.nowS()
            // after a pause (suspend, debugger) only the last few seconds of arrivals are simulated
            if (nowS > last) d.driver.tick(Math.max(last, nowS - 5), nowS)
            last = nowS
          }, 1_000),
          setInterval(() => d.driver.poll(), 2_000),
          setInterval(() => d.driver.sample(), 60_000),
          setInterval(() => d.driver.publishPrice(), 60_000),
        )
        d.driver.setPollTimer(true)
        scheduleBlock(d)
      }
    },
    stop() {
      running = false
      for (const d of drivers) d.driver.setPollTimer(false)
      for (const t of timers.splice(0)) clearTimeout(t)
    },
    close() {
      node.stop()
      for (const db of dbs) if (db.open) db.close()
    },
  }
  if (options.autoRun !== false) node.start()
  return node
}

function storedSeed(db: Db): string | undefined {
  const complete = db
    .prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'complete'")
    .get()
  if (complete?.value !== '1') return undefined
  return db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'seed'").get()?.value
}
