// What every part of the SimNetwork facade reads from: the simulated network's state, its live projection
// (fees, projected blocks, difficulty) and its price series.
import type { PriceSeries } from '../../sim/price'
import type { LiveState } from '../live'
import type { NetworkSim } from '../network-sim'

export interface NetworkViews {
  readonly sim: NetworkSim
  readonly live: LiveState
  readonly prices: PriceSeries
}
