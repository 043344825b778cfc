// Bitcoin Core's legacy BlockAssembler::addPackageTxs, run once per projected block on what earlier blocks left,
// over the typed-array graph. Per block: a stream of txs in ancestor-score order as the block started
// ("mapTx"), a heap of txs whose ancestors entered this block ("mapModifiedTx"), and a failed set.
import type { MempoolGraph } from './graph'
import { ModifiedHeap } from './modified-heap'
import { hashLess } from './txid-order'
import { scoreBefore, setScore } from './score'
import {
  COINBASE_RESERVE_SIGOPS,
  COINBASE_RESERVE_WU,
  MAX_BLOCK_SIGOPS,
  MAX_BLOCK_WEIGHT_WU,
} from './types'
import type { PackageOrder, ProjectedBlock } from './types'

/** Core's default -blockmaxweight: the limit minus the coinbase reserve. */
const BLOCK_MAX_WEIGHT_WU = MAX_BLOCK_WEIGHT_WU - COINBASE_RESERVE_WU
const MAX_CONSECUTIVE_FAILURES = 1000

export class Assembler {
  private capacity = -1
  private selectedIn = new Int32Array(0) // block index, −1 while unselected
  private failedPass = new Int32Array(0)
  private touchedBlock = new Int32Array(0) // first block in which an ancestor was selected, −1 never
  private touchedInBlock = new Int32Array(0) // last block in which an ancestor was selected, −1 never
  private restartBlock = new Int32Array(0) // last block after which the tx was re-sorted into the restart stream
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
  private packageBuffer = new Int32Array(0)
  private blockBuffer = new Int32Array(0)
  private hashWordsSeen: Uint32Array | undefined

  constructor(
    private readonly graph: MempoolGraph,
    private readonly packageOrder: PackageOrder = 'mempool-count',
  ) {}

  assemble(blockCount: number): ProjectedBlock[] {
    const g = this.graph
    const order = g.sortedOrder() // first: it refreshes the graph's scores
    this.prepare()
    const touched: number[] = [] // txs re-scored in the block being built
    const blocks: ProjectedBlock[] = []
    let remaining = g.count
    let pass = 0
    let restart: Int32Array = new Int32Array(0)
    for (let b = 0; b < blockCount && remaining > 0; b++) {
      restart = this.restartStream(restart, touched, b - 1)
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
    const {
      selectedIn,
      failedPass,
      touchedBlock,
      startScoreFee,
      startScoreSize,
      modScoreFee,
      modScoreSize,
    } = this
    const ids = this.blockBuffer
    let idCount = 0
    const weightOf = g.weight
    const sigopsOf = g.sigops
    const feeOf = g.fee
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
        if (selectedIn[id]! < 0 && !(t >= 0 && t < b) && !heap.has(id) && failedPass[id] !== pass)
          break
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
          scoreBefore(
            startScoreFee[r]!,
            startScoreSize[r]!,
            r,
            startScoreFee[streamed]!,
            startScoreSize[streamed]!,
            streamed,
            hashWords,
          )
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
          scoreBefore(
            modScoreFee[top]!,
            modScoreSize[top]!,
            top,
            startScoreFee[streamed]!,
            startScoreSize[streamed]!,
            streamed,
            hashWords,
          ))
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
        (blockWeight + 4 * packageSize >= BLOCK_MAX_WEIGHT_WU ||
          blockSigops + packageSigops >= MAX_BLOCK_SIGOPS)
      ) {
        if (usingModified) {
          heap.delete(id)
          failedPass[id] = pass
        }
        failures++
        if (
          failures > MAX_CONSECUTIVE_FAILURES &&
          blockWeight > BLOCK_MAX_WEIGHT_WU - COINBASE_RESERVE_WU
        )
          break
        continue
      }
      failures = 0
      const memberCount = this.collectPackage(id)
      const members = this.packageBuffer
      let packageFee = 0
      let packageAdjWeight = 0
      for (let i = 0; i < memberCount; i++) {
        const m = members[i]!
        selectedIn[m] = b
        heap.delete(m)
        ids[idCount++] = m
        blockWeight += weightOf[m]!
        blockSigops += sigopsOf[m]!
        packageFee += feeOf[m]!
        packageAdjWeight += g.adjWeight[m]!
      }
      fees += packageFee
      const clusterRate = Math.min(this.dependencyRate[id]!, packageFee / (packageAdjWeight / 4))
      for (let i = 0; i < memberCount; i++) this.effectiveRate[members[i]!] = clusterRate
      // members beyond the buffer's reuse: updateDescendants does not touch packageBuffer
      for (let i = 0; i < memberCount; i++)
        this.updateDescendants(members[i]!, b, clusterRate, touched)
    }
    heap.clear()
    return this.toBlock(
      b,
      ids.subarray(0, idCount),
      blockWeight - COINBASE_RESERVE_WU,
      blockSigops - COINBASE_RESERVE_SIGOPS,
      fees,
    )
  }

  // The tx and its unselected ancestors into packageBuffer, parents first: ascending ancestor count, then hash
  // (SortForBlock). Returns the member count.
  private collectPackage(id: number): number {
    const g = this.graph
    const selectedIn = this.selectedIn
    const members = this.packageBuffer
    members[0] = id
    let n = 1
    if (g.parentCount[id] === 0) return 1
    const ownParents = g.parents[id]!
    let open = false
    for (let i = 0; i < ownParents.length; i++) if (selectedIn[ownParents[i]!]! < 0) open = true
    if (!open) return 1
    const marks = g.marks
    const generation = g.nextGeneration()
    marks[id] = generation
    for (let i = 0; i < n; i++) {
      const parents = g.parents[members[i]!]!
      for (let j = 0; j < parents.length; j++) {
        const p = parents[j]!
        if (marks[p] === generation || selectedIn[p]! >= 0) continue
        marks[p] = generation
        members[n++] = p
      }
    }
    // Core sorts by the mempool entry's ancestor count, which still counts ancestors already in this block
    const count = this.packageOrder === 'remaining-count' ? this.exactCount : this.startCount
    const words = g.hashWords
    // insertion sort: packages are small (Core's limit is 25)
    for (let i = 1; i < n; i++) {
      const x = members[i]!
      let j = i - 1
      while (j >= 0) {
        const y = members[j]!
        if (count[y]! < count[x]! || (count[y] === count[x] && hashLess(words, y, x))) break
        members[j + 1] = y
        j--
      }
      members[j + 1] = x
    }
    return n
  }

  // UpdatePackagesForAdded for one added member: every unselected descendant loses it from its sums.
  private updateDescendants(
    member: number,
    b: number,
    clusterRate: number,
    touched: number[],
  ): void {
    const g = this.graph
    if (g.childCount[member] === 0) return
    const heap = this.heap!
    const {
      selectedIn,
      exactFee,
      exactSize,
      exactSigops,
      exactCount,
      touchedBlock,
      touchedInBlock,
    } = this
    const { modFee, modSize, modSigops } = this
    const fee = g.fee[member]!
    const size = g.size[member]!
    const sigops = g.sigops[member]!
    const marks = g.marks
    const generation = g.nextGeneration()
    const stack = g.stack
    let top = 0
    marks[member] = generation
    stack[top++] = member
    while (top > 0) {
      const x = stack[--top]!
      const children = g.children[x]!
      for (let i = 0; i < children.length; i++) {
        const d = children[i]!
        if (marks[d] === generation) continue
        marks[d] = generation
        stack[top++] = d
        if (selectedIn[d]! >= 0) continue
        exactFee[d] = exactFee[d]! - fee
        exactSize[d] = exactSize[d]! - size
        exactSigops[d] = exactSigops[d]! - sigops
        exactCount[d] = exactCount[d]! - 1
        if (touchedBlock[d]! < 0) touchedBlock[d] = b
        if (touchedInBlock[d] !== b) {
          touchedInBlock[d] = b
          touched.push(d)
        }
        if (!heap.has(d)) {
          // a fresh modified entry starts from the block-start entry, as Core builds it from the mempool entry
          modFee[d] = this.startFee[d]!
          modSize[d] = this.startSize[d]!
          modSigops[d] = this.startSigops[d]!
        }
        modFee[d] = modFee[d]! - fee
        modSize[d] = modSize[d]! - size
        modSigops[d] = modSigops[d]! - sigops
        setScore(
          d,
          g.fee[d]!,
          g.size[d]!,
          modFee[d]!,
          modSize[d]!,
          this.modScoreFee,
          this.modScoreSize,
        )
        heap.upsert(d)
        if (clusterRate < this.dependencyRate[d]!) this.dependencyRate[d] = clusterRate
      }
    }
  }

  // Txs re-scored by earlier blocks start the next block with their true remaining sums, sorted like mapTx.
  // Those not re-scored in the block just built keep their order, so only the newly touched ones are sorted.
  private restartStream(previous: Int32Array, touched: number[], lastBlock: number): Int32Array {
    const g = this.graph
    const { selectedIn, restartBlock } = this
    const sf = this.startScoreFee
    const ss = this.startScoreSize
    const words = g.hashWords
    const fresh: number[] = []
    for (const id of touched) {
      if (selectedIn[id]! >= 0 || restartBlock[id] === lastBlock) continue
      restartBlock[id] = lastBlock // re-scored in lastBlock: goes to the sorted part, not the kept part
      fresh.push(id)
    }
    touched.length = 0
    for (const id of fresh) {
      this.startFee[id] = this.exactFee[id]!
      this.startSize[id] = this.exactSize[id]!
      this.startSigops[id] = this.exactSigops[id]!
      this.startCount[id] = this.exactCount[id]!
      setScore(id, g.fee[id]!, g.size[id]!, this.startFee[id]!, this.startSize[id]!, sf, ss)
    }
    fresh.sort((a, b) => (scoreBefore(sf[a]!, ss[a]!, a, sf[b]!, ss[b]!, b, words) ? -1 : 1))
    const next = new Int32Array(previous.length + fresh.length)
    let n = 0
    let f = 0
    for (let i = 0; i < previous.length; i++) {
      const id = previous[i]!
      if (selectedIn[id]! >= 0 || restartBlock[id] === lastBlock) continue
      while (
        f < fresh.length &&
        scoreBefore(sf[fresh[f]!]!, ss[fresh[f]!]!, fresh[f]!, sf[id]!, ss[id]!, id, words)
      )
        next[n++] = fresh[f++]!
      next[n++] = id
    }
    while (f < fresh.length) next[n++] = fresh[f++]!
    return next.subarray(0, n)
  }

  private toBlock(
    index: number,
    list: Int32Array,
    weight: number,
    sigops: number,
    fees: number,
  ): ProjectedBlock {
    const g = this.graph
    const ids = list.slice()
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
    if (this.capacity !== g.capacity || this.hashWordsSeen !== g.hashWords)
      this.allocate(g.capacity)
    this.selectedIn.fill(-1)
    this.failedPass.fill(0)
    this.touchedBlock.fill(-1)
    this.touchedInBlock.fill(-1)
    this.restartBlock.fill(-2)
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
    this.touchedInBlock = new Int32Array(capacity)
    this.restartBlock = new Int32Array(capacity)
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
    this.packageBuffer = new Int32Array(capacity)
    this.blockBuffer = new Int32Array(capacity)
    this.hashWordsSeen = this.graph.hashWords
    this.heap = new ModifiedHeap(
      capacity,
      this.modScoreFee,
      this.modScoreSize,
      this.graph.hashWords,
    )
  }
}
