// A per-build copy of the mempool renumbered by ancestor-score rank (rank 0 = best), so that the assembler walks
// its arrays mostly in order instead of jumping between graph slots. Parents and children become CSR lists.
// The ancestor sums and scores here are the block-start ("mempool entry") state the assembler keeps updating.
import type { MempoolGraph } from './graph'

export class RankedMempool {
  size = 0
  capacity = 0
  /** rank → graph slot */
  slotOf = new Int32Array(0)
  /** graph slot → rank (valid for live slots) */
  rankOf = new Int32Array(0)
  fee = new Float64Array(0) // sats
  weight = new Int32Array(0) // WU
  sigops = new Int32Array(0) // sigop cost
  vsize = new Int32Array(0) // sigop-adjusted vB
  // ancestor sums (tx included) over what earlier blocks left, and the score pair derived from them
  ancFee = new Float64Array(0)
  ancSize = new Int32Array(0)
  ancSigops = new Int32Array(0)
  ancCount = new Int32Array(0)
  scoreFee = new Float64Array(0)
  scoreSize = new Int32Array(0)
  parentStart = new Int32Array(1)
  parentList = new Int32Array(0)
  childStart = new Int32Array(1)
  childList = new Int32Array(0)
  hashWords = new Uint32Array(0)

  /** Copies the graph in the order given (the graph's sorted order). */
  load(graph: MempoolGraph, order: Int32Array): void {
    const n = order.length
    this.reserve(graph, n)
    this.size = n
    const { slotOf, rankOf, parentStart, childStart } = this
    slotOf.set(order)
    for (let r = 0; r < n; r++) rankOf[order[r]!] = r
    // walk the graph in slot order (sequential reads) and scatter into rank order
    const {
      fee,
      weight,
      sigops,
      vsize,
      ancFee,
      ancSize,
      ancSigops,
      ancCount,
      scoreFee,
      scoreSize,
    } = this
    const slots = graph.slotCount
    // the graph's arrays in locals: the loop then reads no object properties
    const { alive, parentCount, childCount } = graph
    const gFee = graph.fee
    const gWeight = graph.weight
    const gSigops = graph.sigops
    const gSize = graph.size
    const gAncFee = graph.ancFee
    const gAncSize = graph.ancSize
    const gAncSigops = graph.ancSigops
    const gAncCount = graph.ancCount
    const gScoreFee = graph.scoreFee
    const gScoreSize = graph.scoreSize
    for (let id = 0; id < slots; id++) {
      if (alive[id] !== 1) continue
      const r = rankOf[id]!
      fee[r] = gFee[id]!
      weight[r] = gWeight[id]!
      sigops[r] = gSigops[id]!
      vsize[r] = gSize[id]!
      ancFee[r] = gAncFee[id]!
      ancSize[r] = gAncSize[id]!
      ancSigops[r] = gAncSigops[id]!
      ancCount[r] = gAncCount[id]!
      scoreFee[r] = gScoreFee[id]!
      scoreSize[r] = gScoreSize[id]!
      parentStart[r + 1] = parentCount[id]!
      childStart[r + 1] = childCount[id]!
    }
    // CSR offsets: prefix sums in rank order, then the lists
    parentStart[0] = 0
    childStart[0] = 0
    for (let r = 0; r < n; r++) {
      parentStart[r + 1] = parentStart[r + 1]! + parentStart[r]!
      childStart[r + 1] = childStart[r + 1]! + childStart[r]!
    }
    const edges = parentStart[n]!
    if (edges > this.parentList.length) {
      this.parentList = new Int32Array(Math.ceil(edges * 1.5))
      this.childList = new Int32Array(Math.ceil(edges * 1.5))
    }
    const { parentList, childList } = this
    for (let id = 0; id < slots; id++) {
      if (alive[id] !== 1) continue
      const r = rankOf[id]!
      if (parentCount[id]! > 0) {
        const parents = graph.parents[id]!
        let at = parentStart[r]!
        for (let k = 0; k < parents.length; k++) parentList[at++] = rankOf[parents[k]!]!
      }
      if (childCount[id]! > 0) {
        const children = graph.children[id]!
        let at = childStart[r]!
        for (let k = 0; k < children.length; k++) childList[at++] = rankOf[children[k]!]!
      }
    }
  }

  /** Sizes the buffers for `count` txs of this graph (done as the mempool grows, so a build need not allocate). */
  reserve(graph: MempoolGraph, count: number): void {
    if (count > this.capacity) this.allocate(Math.max(count, Math.ceil(this.capacity * 1.5), 1024))
    if (this.rankOf.length < graph.capacity) this.rankOf = new Int32Array(graph.capacity)
    this.hashWords = graph.hashWords
  }

  private allocate(capacity: number): void {
    this.capacity = capacity
    this.slotOf = new Int32Array(capacity)
    this.fee = new Float64Array(capacity)
    this.weight = new Int32Array(capacity)
    this.sigops = new Int32Array(capacity)
    this.vsize = new Int32Array(capacity)
    this.ancFee = new Float64Array(capacity)
    this.ancSize = new Int32Array(capacity)
    this.ancSigops = new Int32Array(capacity)
    this.ancCount = new Int32Array(capacity)
    this.scoreFee = new Float64Array(capacity)
    this.scoreSize = new Int32Array(capacity)
    this.parentStart = new Int32Array(capacity + 1)
    this.childStart = new Int32Array(capacity + 1)
  }
}
