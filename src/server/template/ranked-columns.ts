// The per-rank numbers of a RankedMempool. Two sets exist so that a build can copy unchanged runs of the previous
// build's ranks into the new rank order in blocks (typed-array set) instead of gathering every tx from the graph.
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

  constructor(capacity: number) {
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
    this.parentCount = new Int32Array(capacity)
    this.childCount = new Int32Array(capacity)
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

  /** Ranks to … to+length take `source`'s ranks from … from+length. */
  copyRun(source: RankedColumns, from: number, to: number, length: number): void {
    const end = from + length
    this.fee.set(source.fee.subarray(from, end), to)
    this.weight.set(source.weight.subarray(from, end), to)
    this.sigops.set(source.sigops.subarray(from, end), to)
    this.vsize.set(source.vsize.subarray(from, end), to)
    this.ancFee.set(source.ancFee.subarray(from, end), to)
    this.ancSize.set(source.ancSize.subarray(from, end), to)
    this.ancSigops.set(source.ancSigops.subarray(from, end), to)
    this.ancCount.set(source.ancCount.subarray(from, end), to)
    this.scoreFee.set(source.scoreFee.subarray(from, end), to)
    this.scoreSize.set(source.scoreSize.subarray(from, end), to)
    this.parentCount.set(source.parentCount.subarray(from, end), to)
    this.childCount.set(source.childCount.subarray(from, end), to)
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
