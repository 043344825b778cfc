// Shapes shared by the block-template engine, its CLI and the node that feeds it.
import { BLOCK_WEIGHT_UNITS } from '../../core/wire'

/** One mempool transaction as the template engine sees it. */
export interface TemplateTx {
  /** display-order hex txid */
  readonly txid: string
  /** fee in sats (modified fee: include any prioritisation delta) */
  readonly fee: number
  /** weight in WU */
  readonly weight: number
  /** signature-operation cost (already in cost units, as Core counts them) */
  readonly sigops: number
  /** txids of in-mempool parents; one not in the mempool counts as confirmed until it arrives */
  readonly depends: readonly string[]
}

/** One projected block, in template order. */
export interface ProjectedBlock {
  /** 0-based projected block index */
  readonly index: number
  /** txids in template order (parents before children) */
  readonly txids: readonly string[]
  /** the engine's integer ids, same order as txids (valid until the next add/remove) */
  readonly ids: Int32Array
  /** Σ weight of the block's txs in WU (the 4,000 WU coinbase reserve is not included) */
  readonly weight: number
  /** Σ fee in sats */
  readonly fees: number
  /** Σ sigop cost */
  readonly sigops: number
  /** per tx: effective (package / cluster) fee rate in sat/vB, §4.2 */
  readonly rates: Float64Array
  /** per tx: position.vsize in vB = Σ ceil(weight/4) of earlier txs + ceil(weight/4)/2, §4.4 */
  readonly positions: Float64Array
}

/**
 * How a package is ordered parents-first: by ancestor count, then txid. 'mempool-count' (default) is what Core's
 * CompareTxIterByAncestorCount reads: the mempool entry's count, which still includes ancestors already placed in
 * the block being built. 'remaining-count' counts only ancestors not yet in the block (the reading the GBT test
 * vectors were generated with). Both give valid orders; they differ only inside a package.
 */
export type PackageOrder = 'mempool-count' | 'remaining-count'

export interface BuildOptions {
  /** number of projected blocks; the last one takes every remaining tx (default 8) */
  readonly blocks?: number
  readonly packageOrder?: PackageOrder
}

/** Core's default block limits (BlockAssembler with -blockmaxweight unset); the weight limit is the core's rule. */
export const MAX_BLOCK_WEIGHT_WU = BLOCK_WEIGHT_UNITS
export const COINBASE_RESERVE_WU = 4_000
export const COINBASE_RESERVE_SIGOPS = 400
export const MAX_BLOCK_SIGOPS = 80_000
export const DEFAULT_PROJECTED_BLOCKS = 8
