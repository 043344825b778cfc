// Per-build working state of the assembler, indexed by score rank, allocated once and reused across builds.
import { ModifiedHeap } from './modified-heap'
import { RankedMempool } from './ranked-mempool'

export class AssemblerState {
  readonly m = new RankedMempool()
  capacity = 0
  selectedIn = new Int32Array(0) // block index, −1 while unselected
  failedPass = new Int32Array(0)
  touchedBefore = new Int32Array(0) // first block in which an ancestor was selected, −1 never
  touchedIn = new Int32Array(0) // last block in which an ancestor was selected
  restartedAfter = new Int32Array(0) // last block after which the tx was re-sorted into the restart list
  // modified-entry sums
  modFee = new Float64Array(0)
  modSize = new Int32Array(0)
  modSigops = new Int32Array(0)
  modScoreFee = new Float64Array(0)
  modScoreSize = new Int32Array(0)
  dependencyRate = new Float64Array(0) // sat/vB
  marks = new Int32Array(0)
  generation = 0
  stack = new Int32Array(0)
  packageBuffer = new Int32Array(0)
  blockRanks = new Int32Array(0)
  blockRates = new Float64Array(0) // sat/vB, per position in the block being built
  heap = new ModifiedHeap(0, this.modScoreFee, this.modScoreSize, this.m.slotOf, new Uint32Array(0))

  nextGeneration(): number {
    if (++this.generation > 0x7fffffff) {
      this.marks.fill(0)
      this.generation = 1
    }
    return this.generation
  }

  /** Resets the per-build state for the ranked mempool just loaded. */
  prepare(): void {
    this.fit()
    const n = this.m.size
    this.selectedIn.fill(-1, 0, n)
    this.failedPass.fill(0, 0, n)
    this.touchedBefore.fill(-1, 0, n)
    this.touchedIn.fill(-1, 0, n)
    this.restartedAfter.fill(-2, 0, n)
    this.dependencyRate.fill(Infinity, 0, n)
  }

  /** Matches the buffers to the ranked mempool's capacity (allocating only when it changed). */
  fit(): void {
    const m = this.m
    if (
      m.capacity !== this.capacity ||
      this.heap.hashWords !== m.hashWords ||
      this.heap.slotOf !== m.slotOf
    )
      this.allocate(m.capacity)
  }

  private allocate(capacity: number): void {
    this.capacity = capacity
    this.selectedIn = new Int32Array(capacity)
    this.failedPass = new Int32Array(capacity)
    this.touchedBefore = new Int32Array(capacity)
    this.touchedIn = new Int32Array(capacity)
    this.restartedAfter = new Int32Array(capacity)
    this.modFee = new Float64Array(capacity)
    this.modSize = new Int32Array(capacity)
    this.modSigops = new Int32Array(capacity)
    this.modScoreFee = new Float64Array(capacity)
    this.modScoreSize = new Int32Array(capacity)
    this.dependencyRate = new Float64Array(capacity)
    this.marks = new Int32Array(capacity)
    this.generation = 0
    this.stack = new Int32Array(capacity)
    this.packageBuffer = new Int32Array(capacity)
    this.blockRanks = new Int32Array(capacity)
    this.blockRates = new Float64Array(capacity)
    this.heap = new ModifiedHeap(
      capacity,
      this.modScoreFee,
      this.modScoreSize,
      this.m.slotOf,
      this.m.hashWords,
    )
  }
}
