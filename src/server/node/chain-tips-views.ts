// Chain tips as Core's `getchaintips` lists them. The simulation never reorganizes, so there is one tip, the
// active one, and no stale tips.
import type { ChainTip, StaleTip } from '../../core/wire'
import type { NetworkSim } from './network-sim'

export function chainTips(sim: NetworkSim): ChainTip[] {
  const tip = sim.chain.tip()
  return tip
    ? [{ height: tip.block.height, hash: tip.block.id, branchlen: 0, status: 'active' }]
    : []
}

/** Stale tips, newest first: none, since no block is ever orphaned here. */
export function staleTips(_sim: NetworkSim): StaleTip[] {
  return []
}
