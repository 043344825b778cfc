// Public API of the block-template engine (Bitcoin Core's legacy ancestor-score BlockAssembler).
export type { TemplateTx, ProjectedBlock, BuildOptions, PackageOrder } from './types'
export {
  MAX_BLOCK_WEIGHT_WU,
  COINBASE_RESERVE_WU,
  COINBASE_RESERVE_SIGOPS,
  MAX_BLOCK_SIGOPS,
  DEFAULT_PROJECTED_BLOCKS,
} from './types'
export { TemplateEngine } from './engine'
export { buildTemplate } from './build-template'
export { parseTemplateInput } from './template-input'
export { compareTxidsCoreOrder } from './txid-order'
export { startRebuildCadence, REBUILD_INTERVAL_MS } from './rebuild-cadence'
export type { RebuildCadence, IntervalTimer } from './rebuild-cadence'
