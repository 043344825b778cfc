// Square colours by table lookup, so colouring 60,000 squares allocates nothing: every colour a square can
// take (role × fee bucket, plain and dimmed by the goggles) is packed once per theme and style, and a tx's
// role is looked up by its audit status. Gives the same colours as squareColour (graph-colours.ts).
import { FEE_COLOUR_LEVELS, txColourRole, withAlpha } from '../../../core'
import type { TxAuditStatus, TxColourRole } from '../../../core'
import type { PackedRgba } from '../gl/colour'
import type { GraphTx } from '../graph-types'
import { packColour, passesGoggles, roleColour, UNMATCHED_ALPHA } from './graph-colours'
import type { GraphColours, SquareStyle } from './graph-colours'

const ROLES: readonly TxColourRole[] = [
  'fee',
  'fee-audit',
  'fee-marginal',
  'censored',
  'missing',
  'added',
  'added_prioritized',
  'prioritized',
  'accelerated',
]
const FEE_ROLE = 0
const ACCELERATED_ROLE = ROLES.indexOf('accelerated')
const LEVELS = Float64Array.from(FEE_COLOUR_LEVELS)

/** Palette bucket of a rate, as core's feeColourIndex (below 1 or NaN → 0): a binary search, no closure. */
export function feeBucket(rate: number): number {
  // The first level above the rate, in [0, LEVELS.length]; NaN compares false and lands on 0.
  let low = 0
  let high = LEVELS.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((LEVELS[middle] ?? 0) <= rate) low = middle + 1
    else high = middle
  }
  return low === 0 ? 0 : low - 1
}

export class ColourTable {
  /** (dimmed × roles + role) × buckets + bucket → packed colour. */
  private readonly packed: Uint32Array
  private readonly buckets: number
  private readonly dimmedOffset: number
  /** Role index by audit status, for plain and accelerated txs (filled on first sight of a status). */
  private readonly roleByStatus: [Map<TxAuditStatus, number>, Map<TxAuditStatus, number>] = [
    new Map(),
    new Map(),
  ]
  private readonly filtering: boolean
  readonly hover: PackedRgba
  readonly highlight: PackedRgba

  constructor(
    colours: GraphColours,
    private readonly style: SquareStyle,
  ) {
    this.buckets = Math.max(1, colours.fee.length)
    this.dimmedOffset = ROLES.length * this.buckets
    this.packed = new Uint32Array(2 * this.dimmedOffset)
    ROLES.forEach((role, index) => {
      for (let bucket = 0; bucket < this.buckets; bucket++) {
        const colour = roleColour(colours, role, bucket)
        const at = index * this.buckets + bucket
        this.packed[at] = packColour(colour)
        this.packed[this.dimmedOffset + at] = packColour(withAlpha(colour, UNMATCHED_ALPHA))
      }
    })
    this.filtering = style.goggles !== undefined && style.goggles.mask !== 0n
    this.hover = packColour(colours.hover)
    this.highlight = packColour(colours.highlight)
  }

  /**
   * restColour of txs[0 … count) into `out` (transparent for free slots), in one loop without calls per tx
   * unless audit statuses or goggles apply: a new scene colours every square at once.
   */
  fillColours(txs: readonly (GraphTx | undefined)[], count: number, out: Uint32Array): void {
    const simple = !this.filtering && !this.style.auditHighlighting
    const packed = this.packed
    const buckets = this.buckets
    const last = LEVELS.length
    for (let slot = 0; slot < count; slot++) {
      const tx = txs[slot]
      if (!tx) {
        out[slot] = 0
        continue
      }
      if (!simple) {
        out[slot] = this.restColour(tx)
        continue
      }
      // feeBucket inlined: the first level above the own rate (NaN → 0).
      const rate = tx.vsize > 0 ? tx.fee / tx.vsize : 0
      let low = 0
      let high = last
      while (low < high) {
        const middle = (low + high) >> 1
        if ((LEVELS[middle] ?? 0) <= rate) low = middle + 1
        else high = middle
      }
      const bucket = Math.min(low === 0 ? 0 : low - 1, buckets - 1)
      out[slot] = packed[(tx.acc ? ACCELERATED_ROLE : FEE_ROLE) * buckets + bucket] ?? 0
    }
  }

  /** Colour of a square at rest (no hover, no highlight). */
  restColour(tx: GraphTx): PackedRgba {
    const role = this.roleOf(tx)
    const rate = tx.vsize > 0 ? tx.fee / tx.vsize : 0
    const bucket = Math.min(feeBucket(rate), this.buckets - 1)
    const dimmed = this.filtering && !passesGoggles(tx, this.style.goggles)
    return this.packed[(dimmed ? this.dimmedOffset : 0) + role * this.buckets + bucket] ?? 0
  }

  private roleOf(tx: GraphTx): number {
    const plain = tx.acc ? ACCELERATED_ROLE : FEE_ROLE
    const status = tx.status
    if (!this.style.auditHighlighting || status === undefined) return plain
    const cache = this.roleByStatus[tx.acc ? 1 : 0]
    let role = cache.get(status)
    if (role === undefined) {
      const name = txColourRole({
        acc: tx.acc,
        status,
        auditHighlighting: true,
        view: this.style.auditView,
      })
      role = Math.max(0, ROLES.indexOf(name))
      cache.set(status, role)
    }
    return role
  }
}
