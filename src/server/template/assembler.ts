// Bitcoin Core's legacy BlockAssembler::addPackageTxs, run once per projected block on what earlier blocks left,
// over the typed-array graph. Per block: a stream of txs in ancestor-score order as the block started
// ("mapTx"), a heap of txs whose ancestors entered this block ("mapModifiedTx"), and a failed set.
import type { MempoolGraph } from './graph'
import { ModifiedHeap } from './modified-heap'
import { hashLess } from './txid-order'
import { scoreBefore, setScore } from './score'
import { COINBASE_RESERVE_SIGOPS, COINBASE_RESERVE_WU, MAX_BLOCK_SIGOPS, MAX_BLOCK_WEIGHT_WU } from './types'
import type { PackageOrder, ProjectedBlock } from './types'

/** Core's default -blockmaxweight: the limit minus the coinbase reserve. */
const BLOCK_MAX_WEIGHT_WU = MAX_BLOCK_WEIGHT_WU - COINBASE_RESERVE_WU
const MAX_CONSECUTIVE_FAILURES = 1000

export class Assembler {
  private capacity = -1
  private selectedIn = new Int32Array(0) // block index, −1 while unselected
  private failedPass = new Int32Array(0)
  private touchedBlock = new Int32Array(0) // first block in which an ancestor was selected, −1 never
  // "mempool entry" sums as the current block started (ancestors in earlier blocks removed)
  private startFee = new Float64Array(0)
  private startSize = new Float64Array(0)
  private startSigops = new Float64Array(0)
  private startCount = new Int32Array(0)
  private startScoreFee = new Float64Array(0)
  private startScoreSize = new Float64Array(0)
  // true remaining sums (every selected ancestor removed)
  private exactFee = new Float64Array(0)
  private exactSize = new Float64Array(0)
  private exactSigops = new Float64Array(0)
  private exactCount = new Int32Array(0)
  // modified-entry sums
  private modFee = new Float64Array(0)
  private modSize = new Float64Array(0)
  private modSigops = new Float64Array(0)
  private modScoreFee = new Float64Array(0)
  private modScoreSize = new Float64Array(0)
  private dependencyRate = new Float64Array(0) // sat/vB
  private effectiveRate = new Float64Array(0) // sat/vB
  private heap: ModifiedHeap | undefined
  private hashWordsSeen: Uint32Array | undefined

  constructor(
    private readonly graph: MempoolGraph,
    private readonly packageOrder: PackageOrder = 'mempool-count',
  ) {}

  assemble(blockCount: number): ProjectedBlock[] {
    const g = this.graph
    const order = g.sortedOrder() // first: it refreshes the graph's scores
    this.prepare()
    const touched: number[] = []
    const blocks: ProjectedBlock[] = []
    let remaining = g.count
    let pass = 0
    for (let b = 0; b < blockCount && remaining > 0; b++) {
      const restart = this.restartStream(touched)
      let block = this.runBlock(b, ++pass, b === blockCount - 1, order, restart, touched)
      // a package too big for any block would leave every later block empty: let this one take the rest
      if (block.ids.length === 0) block = this.runBlock(b, ++pass, true, order, restart, touched)
      remaining -= block.ids.length
      blocks.push(block)
    }
    return blocks
  }

  private runBlock(
    b: number,
    pass: number,
    unbounded: boolean,
    order: Int32Array,
    restart: Int32Array,
    touched: number[],
  ): ProjectedBlock {
    const g = this.graph
    const heap = this.heap!
    const hashWords = g.hashWords
    const { selectedIn, failedPass, touchedBlock, startScoreFee, startScoreSize, modScoreFee, modScoreSize } = this
    const ids: number[] = []
    let blockWeight = COINBASE_RESERVE_WU
    let blockSigops = COINBASE_RESERVE_SIGOPS
    let fees = 0
    let failures = 0
    let baseAt = 0
    let restartAt = 0
    heap.clear()
    for (;;) {
      // untouched txs come from the global order; txs re-scored in earlier blocks from this block's restart list
      while (baseAt < order.length) {
        const id = order[baseAt]!
        const t = touchedBlock[id]!
        if (selectedIn[id]! < 0 && !(t >= 0 && t < b) && !heap.has(id) && failedPass[id] !== pass) break
        baseAt++
      }
      while (restartAt < restart.length) {
        const id = restart[restartAt]!
        if (selectedIn[id]! < 0 && !heap.has(id) && failedPass[id] !== pass) break
        restartAt++
      }
      let streamed = -1
      let fromRestart = false
      if (baseAt < order.length) streamed = order[baseAt]!
      if (restartAt < restart.length) {
        const r = restart[restartAt]!
        if (
          streamed < 0 ||
          scoreBefore(startScoreFee[r]!, startScoreSize[r]!, r, startScoreFee[streamed]!, startScoreSize[streamed]!, streamed, hashWords)
        ) {
          streamed = r
          fromRestart = true
        }
      }
      const top = heap.top()
      if (streamed < 0 && top < 0) break
      let id: number
      let usingModified: boolean
      if (
        top >= 0 &&
        (streamed < 0 ||
          scoreBefore(modScoreFee[top]!, modScoreSize[top]!, top, startScoreFee[streamed]!, startScoreSize[streamed]!, streamed, hashWords))
      ) {
        id = top
        usingModified = true
      } else {
        id = streamed
        usingModified = false
        if (fromRestart) restartAt++
        else baseAt++
      }
      const packageSize = usingModified ? this.modSize[id]! : this.startSize[id]!
      const packageSigops = usingModified ? this.modSigops[id]! : this.startSigops[id]!
      if (
        !unbounded &&
        (blockWeight + 4 * packageSize >= BLOCK_MAX_WEIGHT_WU || blockSigops + packageSigops >= MAX_BLOCK_SIGOPS)
      ) {
        if (usingModified) {
          heap.delete(id)
          failedPass[id] = pass
        }
        failures++
        if (failures > MAX_CONSECUTIVE_FAILURES && blockWeight > BLOCK_MAX_WEIGHT_WU - COINBASE_RESERVE_WU) break
        continue
      }
      failures = 0
      const members = this.collectPackage(id)
      const first = ids.length
      let packageFee = 0
      let packageAdjWeight = 0
      for (const m of members) {
        selectedIn[m] = b
        heap.delete(m)
        ids.push(m)
        blockWeight += g.weight[m]!
        blockSigops += g.sigops[m]!
        fees += g.fee[m]!
        packageFee += g.fee[m]!
        packageAdjWeight += g.adjWeight[m]!
      }
      const clusterRate = Math.min(this.dependencyRate[id]!, packageFee / (packageAdjWeight / 4))
      for (let i = first; i < ids.length; i++) this.effectiveRate[ids[i]!] = clusterRate
      for (const m of members) this.updateDescendants(m, b, clusterRate, touched)
    }
    heap.clear()
    return this.toBlock(b, ids, blockWeight - COINBASE_RESERVE_WU, blockSigops - COINBASE_RESERVE_SIGOPS, fees)
  }

  // The tx and its unselected ancestors, parents first: ascending ancestor count, then hash (SortForBlock).
  private collectPackage(id: number): number[] {
    const g = this.graph
    const marks = g.marks
    const generation = g.nextGeneration()
    const members = [id]
    marks[id] = generation
    for (let i = 0; i < members.length; i++) {
      for (const p of g.parents[members[i]!]!) {
        if (marks[p] === generation || this.selectedIn[p]! >= 0) continue
        marks[p] = generation
        members.push(p)
      }
    }
    if (members.length > 1) {
      // Core sorts by the mempool entry's ancestor count, which still counts ancestors already in this block
      const count = this.packageOrder === 'remaining-count' ? this.exactCount : this.startCount
      const words = g.hashWords
      members.sort((a, b) => count[a]! - count[b]! || (hashLess(words, a, b) ? -1 : 1))
    }
    return members
  }

  // UpdatePackagesForAdded for one added member: every unselected descendant loses it from its sums.
  private updateDescendants(member: number, b: number, clusterRate: number, touched: number[]): void {
    const g = this.graph
    const heap = this.heap!
    const fee = g.fee[member]!
    const size = g.size[member]!
    const sigops = g.sigops[member]!
    g.forEachDescendant(member, (d) => {
      if (this.selectedIn[d]! >= 0) return
      this.exactFee[d] = this.exactFee[d]! - fee
      this.exactSize[d] = this.exactSize[d]! - size
      this.exactSigops[d] = this.exactSigops[d]! - sigops
      this.exactCount[d] = this.exactCount[d]! - 1
      if (this.touchedBlock[d]! < 0) {
        this.touchedBlock[d] = b
        touched.push(d)
      }
      if (!heap.has(d)) {
        // a fresh modified entry starts from the block-start entry, as Core builds it from the mempool entry
        this.modFee[d] = this.startFee[d]!
        this.modSize[d] = this.startSize[d]!
        this.modSigops[d] = this.startSigops[d]!
      }
      this.modFee[d] = this.modFee[d]! - fee
      this.modSize[d] = this.modSize[d]! - size
      this.modSigops[d] = this.modSigops[d]! - sigops
      setScore(d, g.fee[d]!, g.size[d]!, this.modFee[d]!, this.modSize[d]!, this.modScoreFee, this.modScoreSize)
      heap.upsert(d)
      if (clusterRate < this.dependencyRate[d]!) this.dependencyRate[d] = clusterRate
    })
  }

  // Txs re-scored by earlier blocks start the next block with their true remaining sums, sorted like mapTx.
  private restartStream(touched: number[]): Int32Array {
    const g = this.graph
    let n = 0
    for (const id of touched) if (this.selectedIn[id]! < 0) touched[n++] = id
    touched.length = n
    for (const id of touched) {
      this.startFee[id] = this.exactFee[id]!
      this.startSize[id] = this.exactSize[id]!
      this.startSigops[id] = this.exactSigops[id]!
      this.startCount[id] = this.exactCount[id]!
      setScore(id, g.fee[id]!, g.size[id]!, this.startFee[id]!, this.startSize[id]!, this.startScoreFee, this.startScoreSize)
    }
    const list = Int32Array.from(touched)
    const sf = this.startScoreFee
    const ss = this.startScoreSize
    const words = g.hashWords
    list.sort((a, b) => (scoreBefore(sf[a]!, ss[a]!, a, sf[b]!, ss[b]!, b, words) ? -1 : 1))
    return list
  }

  private toBlock(index: number, list: number[], weight: number, sigops: number, fees: number): ProjectedBlock {
    const g = this.graph
    const ids = Int32Array.from(list)
    const txids = new Array<string>(ids.length)
    const rates = new Float64Array(ids.length)
    const positions = new Float64Array(ids.length)
    let offset = 0 // vB
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!
      txids[i] = g.txid[id]!
      rates[i] = this.effectiveRate[id]!
      const vsize = Math.ceil(g.weight[id]! / 4)
      positions[i] = offset + vsize / 2
      offset += vsize
    }
    return { index, txids, ids, weight, fees, sigops, rates, positions }
  }

  private prepare(): void {
    const g = this.graph
    if (this.capacity !== g.capacity || this.hashWordsSeen !== g.hashWords) this.allocate(g.capacity)
    this.selectedIn.fill(-1)
    this.failedPass.fill(0)
    this.touchedBlock.fill(-1)
    this.startFee.set(g.ancFee)
    this.startSize.set(g.ancSize)
    this.startSigops.set(g.ancSigops)
    this.startCount.set(g.ancCount)
    this.startScoreFee.set(g.scoreFee)
    this.startScoreSize.set(g.scoreSize)
    this.exactFee.set(g.ancFee)
    this.exactSize.set(g.ancSize)
    this.exactSigops.set(g.ancSigops)
    this.exactCount.set(g.ancCount)
    this.dependencyRate.fill(Infinity)
  }

  private allocate(capacity: number): void {
    this.capacity = capacity
    this.selectedIn = new Int32Array(capacity)
    this.failedPass = new Int32Array(capacity)
    this.touchedBlock = new Int32Array(capacity)
    this.startFee = new Float64Array(capacity)
    this.startSize = new Float64Array(capacity)
    this.startSigops = new Float64Array(capacity)
    this.startCount = new Int32Array(capacity)
    this.startScoreFee = new Float64Array(capacity)
    this.startScoreSize = new Float64Array(capacity)
    this.exactFee = new Float64Array(capacity)
    this.exactSize = new Float64Array(capacity)
    this.exactSigops = new Float64Array(capacity)
    this.exactCount = new Int32Array(capacity)
    this.modFee = new Float64Array(capacity)
    this.modSize = new Float64Array(capacity)
    this.modSigops = new Float64Array(capacity)
    this.modScoreFee = new Float64Array(capacity)
    this.modScoreSize = new Float64Array(capacity)
    this.dependencyRate = new Float64Array(capacity)
    this.effectiveRate = new Float64Array(capacity)
    this.hashWordsSeen = this.graph.hashWords
    this.heap = new ModifiedHeap(capacity, this.modScoreFee, this.modScoreSize, this.graph.hashWords)
  }
}
