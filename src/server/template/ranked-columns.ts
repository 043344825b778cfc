// The per-rank numbers of a RankedMempool. Two sets exist so that a build can copy unchanged runs of the previous
// build's ranks into the new rank order in blocks instead of gathering every tx from the graph. Both sets are views
// into one store of twice the size, so that a run is copied by copyWithin (no view allocated per run).
import type { MempoolGraph } from './graph'

export class RankedColumns {
  fee: Float64Array<ArrayBuffer> // sats
  weight: Int32Array<ArrayBuffer> // WU
  sigops: Int32Array<ArrayBuffer> // sigop cost
  vsize: Int32Array<ArrayBuffer> // sigop-adjusted vB
  // ancestor sums (tx included) and the score pair derived from them
  ancFee: Float64Array<ArrayBuffer>
  ancSize: Int32Array<ArrayBuffer>
  ancSigops: Int32Array<ArrayBuffer>
  ancCount: Int32Array<ArrayBuffer>
  scoreFee: Float64Array<ArrayBuffer>
  scoreSize: Int32Array<ArrayBuffer>
  // in-mempool parent / child counts
  parentCount: Int32Array<ArrayBuffer>
  childCount: Int32Array<ArrayBuffer>

  /** Two sets of `capacity` ranks sharing one store. */
  static pair(capacity: number): [RankedColumns, RankedColumns] {
    const store = new RankedColumns(2 * capacity, undefined, 0)
    return [new RankedColumns(capacity, store, 0), new RankedColumns(capacity, store, capacity)]
  }

  private constructor(
    capacity: number,
    private readonly store: RankedColumns | undefined,
    /** where this set starts in the store */
    private readonly offset: number,
  ) {
    const end = offset + capacity
    this.fee = store?.fee.subarray(offset, end) ?? new Float64Array(capacity)
    this.weight = store?.weight.subarray(offset, end) ?? new Int32Array(capacity)
    this.sigops = store?.sigops.subarray(offset, end) ?? new Int32Array(capacity)
    this.vsize = store?.vsize.subarray(offset, end) ?? new Int32Array(capacity)
    this.ancFee = store?.ancFee.subarray(offset, end) ?? new Float64Array(capacity)
    this.ancSize = store?.ancSize.subarray(offset, end) ?? new Int32Array(capacity)
    this.ancSigops = store?.ancSigops.subarray(offset, end) ?? new Int32Array(capacity)
    this.ancCount = store?.ancCount.subarray(offset, end) ?? new Int32Array(capacity)
    this.scoreFee = store?.scoreFee.subarray(offset, end) ?? new Float64Array(capacity)
    this.scoreSize = store?.scoreSize.subarray(offset, end) ?? new Int32Array(capacity)
    this.parentCount = store?.parentCount.subarray(offset, end) ?? new Int32Array(capacity)
    this.childCount = store?.childCount.subarray(offset, end) ?? new Int32Array(capacity)
  }

  /** Rank r takes graph slot `id`'s current numbers. */
  fromGraph(graph: MempoolGraph, id: number, r: number): void {
    this.fee[r] = graph.fee[id]!
    this.weight[r] = graph.weight[id]!
    this.sigops[r] = graph.sigops[id]!
    this.vsize[r] = graph.size[id]!
    this.ancFee[r] = graph.ancFee[id]!
    this.ancSize[r] = graph.ancSize[id]!
    this.ancSigops[r] = graph.ancSigops[id]!
    this.ancCount[r] = graph.ancCount[id]!
    this.scoreFee[r] = graph.scoreFee[id]!
    this.scoreSize[r] = graph.scoreSize[id]!
    this.parentCount[r] = graph.parentCount[id]!
    this.childCount[r] = graph.childCount[id]!
  }

  /** Ranks to … to+length take `source`'s ranks from … from+length (`source` shares this set's store). */
  copyRun(source: RankedColumns, from: number, to: number, length: number): void {
    const s = this.store!
    const start = source.offset + from
    const end = start + length
    const at = this.offset + to
    s.fee.copyWithin(at, start, end)
    s.weight.copyWithin(at, start, end)
    s.sigops.copyWithin(at, start, end)
    s.vsize.copyWithin(at, start, end)
    s.ancFee.copyWithin(at, start, end)
    s.ancSize.copyWithin(at, start, end)
    s.ancSigops.copyWithin(at, start, end)
    s.ancCount.copyWithin(at, start, end)
    s.scoreFee.copyWithin(at, start, end)
    s.scoreSize.copyWithin(at, start, end)
    s.parentCount.copyWithin(at, start, end)
    s.childCount.copyWithin(at, start, end)
  }

  /** Puts back the block-start ancestor sums and score of rank r (a build re-scores some ranks in place). */
  restoreAncestors(graph: MempoolGraph, id: number, r: number): void {
    this.ancFee[r] = graph.ancFee[id]!
    this.ancSize[r] = graph.ancSize[id]!
    this.ancSigops[r] = graph.ancSigops[id]!
    this.ancCount[r] = graph.ancCount[id]!
    this.scoreFee[r] = graph.scoreFee[id]!
    this.scoreSize[r] = graph.scoreSize[id]!
  }
}
