// A copy of the mempool renumbered by ancestor-score rank (rank 0 = best), so that the assembler walks its arrays
// mostly in order instead of jumping between graph slots. Parents and children become CSR lists of ranks.
// The ancestor sums and scores here are the block-start ("mempool entry") state the assembler keeps updating.
// It persists across builds: a build copies the runs of ranks whose slots did not change since the previous build
// in blocks from the previous copy, and reads only the graph's dirty slots (added, re-scored or re-linked).
import type { MempoolGraph } from './graph'
import { RankedColumns } from './ranked-columns'

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
  /** ranks whose ancestor sums the running build changed in place (put back by restore) */
  readonly rescored: number[] = []
  private columns = RankedColumns.pair(0)[0]
  private spare = RankedColumns.pair(0)[1]
  private previousSlots = new Int32Array(0)
  /** previous build's CSR lists (ranks of that build) */
  private previousParentStart = new Int32Array(1)
  private previousParentList = new Int32Array(0)
  private previousChildStart = new Int32Array(1)
  private previousChildList = new Int32Array(0)
  /** per rank: its rank in the previous build, −1 for a dirty slot (read from the graph) */
  private origin = new Int32Array(0)
  /** per previous rank: its rank now, or −(slot + 1) for a dirty slot (ranked later through rankOf) */
  private renumbered = new Int32Array(0)
  /** the graph the current copy came from, while it can be patched from the graph's dirty marks */
  private source: MempoolGraph | undefined

  /** Copies the graph in the order given (the graph's sorted order), patching the previous copy when possible. */
  load(graph: MempoolGraph, order: Int32Array): void {
    const n = order.length
    this.reserve(graph, n)
    const patched = this.source === graph && this.rescored.length === 0 && this.patch(graph, order)
    if (!patched) this.loadAll(graph, order)
    this.rescored.length = 0
    this.size = n
    this.source = graph
    graph.clearDirty()
    this.expose()
    this.buildLists(graph, n, patched)
  }

  /** Puts back the block-start sums of the ranks the build re-scored, so that the next build can reuse them. */
  restore(graph: MempoolGraph): void {
    const { columns, slotOf } = this
    for (const r of this.rescored) columns.restoreAncestors(graph, slotOf[r]!, r)
    this.rescored.length = 0
  }

  /** Sizes the buffers for `count` txs of this graph (done as the mempool grows, so a build need not allocate). */
  reserve(graph: MempoolGraph, count: number): void {
    if (count > this.capacity) this.allocate(Math.max(count, Math.ceil(this.capacity * 1.5), 1024))
    if (this.rankOf.length < graph.capacity) {
      this.rankOf = new Int32Array(graph.capacity)
      this.source = undefined
    }
    this.hashWords = graph.hashWords
  }

  // Merges the previous copy with the dirty slots: clean slots keep their relative order, so each clean run of the
  // new order is a run of the previous one. False (nothing usable written) if the previous copy does not match.
  private patch(graph: MempoolGraph, order: Int32Array): boolean {
    const n = order.length
    const previousCount = this.size
    const old = this.previousSlots
    old.set(this.slotOf.subarray(0, previousCount))
    const source = this.columns
    const target = this.spare
    const { slotOf, rankOf, origin, renumbered } = this
    const dirty = graph.dirty
    let o = 0 // previous rank
    let r = 0
    while (r < n) {
      const id = order[r]!
      if (dirty[id] === 1) {
        target.fromGraph(graph, id, r)
        slotOf[r] = id
        origin[r] = -1
        rankOf[id] = r++
        continue
      }
      // the previous ranks skipped here held removed or dirty slots
      while (o < previousCount && old[o] !== id) {
        renumbered[o] = -(old[o]! + 1)
        o++
      }
      if (o === previousCount) return false
      const from = o
      const to = r
      do {
        const x = order[r]!
        slotOf[r] = x
        origin[r] = o
        renumbered[o++] = r
        rankOf[x] = r++
      } while (r < n && o < previousCount && order[r] === old[o] && dirty[order[r]!] !== 1)
      target.copyRun(source, from, to, r - to)
    }
    for (; o < previousCount; o++) renumbered[o] = -(old[o]! + 1)
    this.columns = target
    this.spare = source
    return true
  }

  private loadAll(graph: MempoolGraph, order: Int32Array): void {
    const n = order.length
    const { slotOf, rankOf, columns } = this
    slotOf.set(order)
    for (let r = 0; r < n; r++) rankOf[order[r]!] = r
    // walk the graph in slot order (sequential reads) and scatter into rank order, the arrays in locals so that the
    // loop reads no object properties
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
    } = columns
    const { parentCount, childCount } = columns
    const { alive, parentCount: gParentCount, childCount: gChildCount } = graph
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
    const slots = graph.slotCount
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
      parentCount[r] = gParentCount[id]!
      childCount[r] = gChildCount[id]!
    }
  }

  private expose(): void {
    const c = this.columns
    this.fee = c.fee
    this.weight = c.weight
    this.sigops = c.sigops
    this.vsize = c.vsize
    this.ancFee = c.ancFee
    this.ancSize = c.ancSize
    this.ancSigops = c.ancSigops
    this.ancCount = c.ancCount
    this.scoreFee = c.scoreFee
    this.scoreSize = c.scoreSize
  }

  // CSR offsets as prefix sums in rank order, then the lists of ranks: a patched copy renumbers the previous lists
  // of clean ranks (sequential typed-array reads) and reads the graph's lists only for dirty slots
  private buildLists(graph: MempoolGraph, n: number, patched: boolean): void {
    this.swapLists()
    const { parentStart, childStart } = this
    const { parentCount, childCount } = this.columns
    parentStart[0] = 0
    childStart[0] = 0
    for (let r = 0; r < n; r++) {
      parentStart[r + 1] = parentStart[r]! + parentCount[r]!
      childStart[r + 1] = childStart[r]! + childCount[r]!
    }
    const edges = parentStart[n]!
    if (edges > this.parentList.length) {
      this.parentList = new Int32Array(Math.ceil(edges * 1.5))
      this.childList = new Int32Array(Math.ceil(edges * 1.5))
    }
    if (patched) this.renumberLists(graph, n)
    else this.listsFromGraph(graph)
  }

  // clean ranks renumber their previous lists (sequential typed-array reads); dirty ones read the graph's lists
  private renumberLists(graph: MempoolGraph, n: number): void {
    const { parentStart, childStart, parentList, childList, rankOf, slotOf, origin, renumbered } =
      this
    const {
      previousParentStart: oldParentStart,
      previousParentList: oldParentList,
      previousChildStart: oldChildStart,
      previousChildList: oldChildList,
    } = this
    for (let r = 0; r < n; r++) {
      const o = origin[r]!
      if (o >= 0) {
        let at = parentStart[r]!
        for (let k = oldParentStart[o]!; k < oldParentStart[o + 1]!; k++) {
          const x = renumbered[oldParentList[k]!]!
          parentList[at++] = x >= 0 ? x : rankOf[-x - 1]!
        }
        at = childStart[r]!
        for (let k = oldChildStart[o]!; k < oldChildStart[o + 1]!; k++) {
          const x = renumbered[oldChildList[k]!]!
          childList[at++] = x >= 0 ? x : rankOf[-x - 1]!
        }
        continue
      }
      const id = slotOf[r]!
      const parents = graph.parents[id]!
      let at = parentStart[r]!
      for (let k = 0; k < parents.length; k++) parentList[at++] = rankOf[parents[k]!]!
      const children = graph.children[id]!
      at = childStart[r]!
      for (let k = 0; k < children.length; k++) childList[at++] = rankOf[children[k]!]!
    }
  }

  // every list from the graph, walking it in slot order (sequential reads)
  private listsFromGraph(graph: MempoolGraph): void {
    const { parentStart, childStart, parentList, childList, rankOf } = this
    const { alive, parentCount, childCount } = graph
    const slots = graph.slotCount
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

  // the lists just used become the previous ones; the previous buffers are reused for the new lists
  private swapLists(): void {
    const parentStart = this.parentStart
    const parentList = this.parentList
    const childStart = this.childStart
    const childList = this.childList
    this.parentStart = this.previousParentStart
    this.parentList = this.previousParentList
    this.childStart = this.previousChildStart
    this.childList = this.previousChildList
    this.previousParentStart = parentStart
    this.previousParentList = parentList
    this.previousChildStart = childStart
    this.previousChildList = childList
  }

  private allocate(capacity: number): void {
    this.capacity = capacity
    this.slotOf = new Int32Array(capacity)
    this.previousSlots = new Int32Array(capacity)
    const [columns, spare] = RankedColumns.pair(capacity)
    this.columns = columns
    this.spare = spare
    this.parentStart = new Int32Array(capacity + 1)
    this.childStart = new Int32Array(capacity + 1)
    this.previousParentStart = new Int32Array(capacity + 1)
    this.previousChildStart = new Int32Array(capacity + 1)
    this.origin = new Int32Array(capacity)
    this.renumbered = new Int32Array(capacity)
    this.source = undefined
  }
}
