// Chain tips (reference §2.3 Blocks: `GET /api/v1/chain-tips`, `/api/v1/stale-tips`), Core `getchaintips` rows.
import type { BlockExtended } from './block'

export type ChainTipStatus = 'invalid' | 'active' | 'valid-fork' | 'valid-headers' | 'headers-only'

export interface ChainTip {
  height: number
  hash: string
  /** Blocks from the tip down to the fork point with the active chain (0 for the active tip). */
  branchlen: number
  status: ChainTipStatus
}

/** A stale tip with the stale block and the canonical block at its height. */
export interface StaleTip extends ChainTip {
  stale: BlockExtended
  canonical: BlockExtended
}
