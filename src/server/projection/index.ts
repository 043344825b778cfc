// Post-processing of projected blocks: fee statistics, compressed tx lists, deltas and their sequence.
export type { StatsTx } from './block-stats'
export { mempoolBlockStats, projectedBlocksStats, feeStats, stackFeeStats } from './block-stats'
export type { ProjectedTx } from './compressed'
export { compressTx, truncateProjectedList, roundRate, PROJECTED_LIST_MAX_VB } from './compressed'
export { diffProjectedBlock, preferFullList } from './delta'
export { ProjectionStream } from './stream'
export { projectedTxs } from './from-template'
