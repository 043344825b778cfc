// SimNetwork: the facade the HTTP/WS layer calls, composed of small named parts built from one set of views
// (facade/): chain, tx, address, mempool, live and mining reads, and the driver that advances the simulation
// and emits events.
import type { PriceSeries } from '../sim/price'
import { chainReads } from './facade/chain-reads'
import { createDriver, type NetworkDriver } from './facade/driver'
import { addressReads } from './facade/address-reads'
import { liveReads } from './facade/live-reads'
import { mempoolReads } from './facade/mempool-reads'
import { miningReads } from './facade/mining-reads'
import { txReads } from './facade/tx-reads'
import type { NetworkViews } from './facade/views'
import { LiveState } from './live'
import type { NetworkSim } from './network-sim'
import type { SimNetwork } from './types'

export type { NetworkDriver } from './facade/driver'

export function createNetwork(sim: NetworkSim, prices: PriceSeries): SimNetwork & NetworkDriver {
  const live = new LiveState(sim)
  live.refresh()
  live.stream.mempoolUpdate(live.lists) // seeds the stream so full lists are available before the first poll
  const views: NetworkViews = { sim, live, prices }
  return {
    name: sim.network,
    ...chainReads(views),
    ...txReads(views),
    ...addressReads(views),
    ...mempoolReads(views),
    ...liveReads(views),
    ...miningReads(views),
    ...createDriver(views),
  }
}
