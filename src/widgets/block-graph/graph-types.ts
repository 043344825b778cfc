// The contract between the block graph's parts (layout, GL renderer, overlays) and the elements that feed
// it (<mempool-block-overview>, <mempool-projected-block>, <mempool-eight-blocks>). Types only.
import type { BlockTx, FilterMode, TxAuditStatus, TxFilterKey } from '../../core'

/** One square: the client tx form plus its audit status when the block has an audit. */
export interface GraphTx extends BlockTx {
  status?: TxAuditStatus
}

/**
 * 'feerate': sorted by effective rate, highest first (projected blocks, reference §4.7 step 2);
 * 'given': placed in the order received (mined blocks: block order).
 */
export type GraphOrder = 'feerate' | 'given'

/**
 * How a new scene (a new `sceneKey`) replaces the old one: 'chain' = the old squares leave towards the
 * chain and the new ones arrive from the pool side (a block was mined); 'pool' = the opposite; 'none' = cut.
 */
export type GraphTransition = 'chain' | 'pool' | 'none'

/**
 * Where grid row 0 sits on screen (reference §4.7 step 5): 'left' = rows become columns starting at the
 * right edge (time flows right-to-left, highest fees nearest the chain); 'right' mirrors it; 'top'/'bottom'
 * keep rows horizontal.
 */
export type GraphOrientation = 'left' | 'right' | 'top' | 'bottom'

/** The goggles: selected flags as a §3.1 bit mask (the client-only acceleration bit included) and the mode. */
export interface GogglesState {
  mode: FilterMode
  mask: bigint
}

/** A rectangle in CSS pixels relative to the graph's top-left corner. */
export interface GraphRect {
  x: number
  y: number
  width: number
  height: number
}

/** What overlays (tooltip, focus square, keyboard) need from the drawn scene. */
export interface GraphHitTarget {
  /** The tx under a point in CSS px, or undefined. */
  txAt(x: number, y: number): GraphTx | undefined
  /** Where a tx's square is drawn, or undefined when it is not in the scene. */
  rectOf(txid: string): GraphRect | undefined
  /** The tx whose square is next to `txid`'s in a screen direction, for arrow keys. */
  neighbour(txid: string, direction: 'up' | 'down' | 'left' | 'right'): GraphTx | undefined
  /** Txs in drawing order (first = row 0's first square), for Home/End and the text table. */
  ordered(): readonly GraphTx[]
}

/** What changed between two lists of the same scene, by txid (see BlockGraphProps.delta). */
export interface GraphDelta {
  added: readonly GraphTx[]
  removed: readonly string[]
  /** New objects for txs already in the scene (rate, acceleration, status, flags…). */
  changed: readonly GraphTx[]
}

/** Props of the React <BlockGraph> every graph element renders. */
export interface BlockGraphProps {
  /** Current transactions. A new array with the same `sceneKey` is diffed by txid and applied as a delta. */
  txs: readonly GraphTx[]
  /**
   * Optional: what changed since the previous `txs` of the same scene. When given with a new `txs`, the
   * graph applies it directly instead of diffing `txs` (O(delta) instead of O(txs)); `txs` must still be
   * the full current list (it is used for a new scene, and to repair the scene if the delta does not add up
   * to its length). Pass a new object with each new `txs`; a delta seen before is never applied twice.
   */
  delta?: GraphDelta
  /** Identity of the scene (block hash, `mempool-<index>`); a change replaces the scene with `transition`. */
  sceneKey: string
  order: GraphOrder
  transition?: GraphTransition
  /** True until the first data of this scene: shows the loading state instead of squares. */
  loading?: boolean
  /** Error text to show instead of the graph (already translated). */
  error?: string
  /** Cells per side (80 for block views, 86 for eight blocks); ignored when `autofit` is given. */
  resolution: number
  /** Fit the resolution to the graph's smaller side (or its width less twice `padding` px when `autofitOn` is 'width'). */
  autofit?: { min: number; max: number; on: 'smaller-side' | 'width'; padding?: number }
  orientation?: GraphOrientation
  /** Mirror the grid horizontally (reference §4.7: default true). */
  flip?: boolean
  /** Colour squares by audit status (spec §4 "Transaction colour"). */
  auditHighlighting?: boolean
  /** 'projected' dims `found` txs (template side of an audit); 'actual' draws them normally. */
  auditView?: 'projected' | 'actual'
  /** Goggles state; undefined = no filter. */
  goggles?: GogglesState
  /** Filters the host screen excludes from the menu (e.g. the mempool-block overview drops 'nonstandard'). */
  excludedFilters?: readonly TxFilterKey[]
  /** Shows the goggles menu (still hidden when no tx has flags and without WebGL). */
  showGoggles?: boolean
  onGogglesChange?: (state: GogglesState) => void
  /** The 'Accelerated' filter and badge exist only when the accelerator is on. */
  acceleratorEnabled?: boolean
  /** Link target of a tx (e.g. `/testnet/tx/{txid}`); the component fires a cancellable `mp-tx-select` first. */
  txHref: (txid: string) => string
  /** Called before following a tx link; return false (or call preventDefault on the event) to route yourself. */
  onTxSelect?: (tx: GraphTx, event: { modifier: boolean }) => boolean
  /** Accessible name: the block and its number of transactions (already translated). */
  label: string
  /** Transition length in ms (1,000 default; 0 when the user prefers reduced motion). */
  animationMs?: number
  /**
   * False for a picture only (a kiosk clock): no keyboard grid, tooltip, goggles or table toggle, nothing
   * focusable; the graph is one image named by `label`. Default true.
   */
  interactive?: boolean
}
