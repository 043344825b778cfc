// Bitcoin Core's legacy BlockAssembler::addPackageTxs, run once per projected block on what earlier blocks left.
// Per block: the txs in ancestor-score order as the block started ("mapTx": untouched txs by rank, plus a re-sorted
// list of txs whose ancestors went into earlier blocks), a heap of txs whose ancestors entered this block
// ("mapModifiedTx"), and a failed set. Everything is indexed by score rank (see RankedMempool).
import type { MempoolGraph } from './graph'
import { ModifiedHeap } from './modified-heap'
import { RankedMempool } from './ranked-mempool'
import { hashLess } from './txid-order'
import { scoreBeforeRanked, setScore } from './score'
import { sortByScore } from './score-sort'
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
  private readonly m = new RankedMempool()
  private capacity = 0
  private selectedIn = new Int32Array(0) // block index, −1 while unselected
  private failedPass = new Int32Array(0)
  private touchedBefore = new Int32Array(0) // first block in which an ancestor was selected, −1 never
  private touchedIn = new Int32Array(0) // last block in which an ancestor was selected
  private restartedAfter = new Int32Array(0) // last block after which the tx was re-sorted into the restart list
  // modified-entry sums
  private modFee = new Float64Array(0)
  private modSize = new Int32Array(0)
  private modSigops = new Int32Array(0)
  private modScoreFee = new Float64Array(0)
  private modScoreSize = new Int32Array(0)
  private dependencyRate = new Float64Array(0) // sat/vB
  private marks = new Int32Array(0)
  private generation = 0
  private stack = new Int32Array(0)
  private packageBuffer = new Int32Array(0)
  private blockRanks = new Int32Array(0)
  private blockRates = new Float64Array(0) // sat/vB, per position in the block being built
  private heap = new ModifiedHeap(
    0,
    this.modScoreFee,
    this.modScoreSize,
    this.m.slotOf,
    new Uint32Array(0),
  )

  constructor(
    private readonly graph: MempoolGraph,
    private readonly packageOrder: PackageOrder = 'mempool-count',
  ) {}

  assemble(blockCount: number): ProjectedBlock[] {
    this.m.load(this.graph, this.graph.sortedOrder())
    this.prepare()
    const touched: number[] = [] // txs re-scored in the block being built
    const blocks: ProjectedBlock[] = []
    let remaining = this.m.size
    let pass = 0
    let restart: Int32Array = new Int32Array(0)
    for (let b = 0; b < blockCount && remaining > 0; b++) {
      restart = this.restartList(restart, touched, b - 1)
      let block = this.runBlock(b, ++pass, b === blockCount - 1, restart, touched)
      // a package too big for any block would leave every later block empty: let this one take the rest
      if (block.ids.length === 0) block = this.runBlock(b, ++pass, true, restart, touched)
      remaining -= block.ids.length
      blocks.push(block)
    }
    return blocks
  }

  private runBlock(
    b: number,
    pass: number,
    unbounded: boolean,
    restart: Int32Array,
    touched: number[],
  ): ProjectedBlock {
    const m = this.m
    const n = m.size
    const { slotOf, hashWords, scoreFee: startScoreFee, scoreSize: startScoreSize } = m
    const {
      heap,
      selectedIn,
      failedPass,
      touchedBefore,
      modScoreFee,
      modScoreSize,
      blockRanks,
      blockRates,
    } = this
    let idCount = 0
    let blockWeight = COINBASE_RESERVE_WU
    let blockSigops = COINBASE_RESERVE_SIGOPS
    let fees = 0
    let failures = 0
    let rank = 0 // untouched txs in rank order
    let restartAt = 0 // txs re-scored in earlier blocks, in their block-start order
    heap.clear()
    for (;;) {
      while (rank < n) {
        const t = touchedBefore[rank]!
        if (
          selectedIn[rank]! < 0 &&
          !(t >= 0 && t < b) &&
          !heap.has(rank) &&
          failedPass[rank] !== pass
        )
          break
        rank++
      }
      while (restartAt < restart.length) {
        const r = restart[restartAt]!
        if (selectedIn[r]! < 0 && !heap.has(r) && failedPass[r] !== pass) break
        restartAt++
      }
      let streamed = rank < n ? rank : -1
      let fromRestart = false
      if (restartAt < restart.length) {
        const r = restart[restartAt]!
        if (
          streamed < 0 ||
          scoreBeforeRanked(
            startScoreFee[r]!,
            startScoreSize[r]!,
            r,
            startScoreFee[streamed]!,
            startScoreSize[streamed]!,
            streamed,
            slotOf,
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
          scoreBeforeRanked(
            modScoreFee[top]!,
            modScoreSize[top]!,
            top,
            startScoreFee[streamed]!,
            startScoreSize[streamed]!,
            streamed,
            slotOf,
            hashWords,
          ))
      ) {
        id = top
        usingModified = true
      } else {
        id = streamed
        usingModified = false
        if (fromRestart) restartAt++
        else rank++
      }
      if (!unbounded) {
        const packageSize = usingModified ? this.modSize[id]! : m.ancSize[id]!
        const packageSigops = usingModified ? this.modSigops[id]! : m.ancSigops[id]!
        if (
          blockWeight + 4 * packageSize >= BLOCK_MAX_WEIGHT_WU ||
          blockSigops + packageSigops >= MAX_BLOCK_SIGOPS
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
      }
      const memberCount = this.collectPackage(id)
      const members = this.packageBuffer
      let packageFee = 0
      let packageAdjWeight = 0
      const first = idCount
      for (let i = 0; i < memberCount; i++) {
        const x = members[i]!
        selectedIn[x] = b
        if (heap.has(x)) heap.delete(x)
        blockRanks[idCount++] = x
        const weight = m.weight[x]!
        const sigops = m.sigops[x]!
        blockWeight += weight
        blockSigops += sigops
        packageFee += m.fee[x]!
        packageAdjWeight += weight > sigops * 20 ? weight : sigops * 20
      }
      fees += packageFee
      const clusterRate = Math.min(this.dependencyRate[id]!, packageFee / (packageAdjWeight / 4))
      for (let i = first; i < idCount; i++) blockRates[i] = clusterRate
      for (let i = 0; i < memberCount; i++) {
        const x = members[i]!
        if (m.childStart[x] !== m.childStart[x + 1])
          this.updateDescendants(x, b, clusterRate, touched)
      }
    }
    heap.clear()
    return this.toBlock(
      b,
      idCount,
      blockWeight - COINBASE_RESERVE_WU,
      blockSigops - COINBASE_RESERVE_SIGOPS,
      fees,
    )
  }

  private nextGeneration(): number {
    if (++this.generation > 0x7fffffff) {
      this.marks.fill(0)
      this.generation = 1
    }
    return this.generation
  }

  // The tx and its unselected ancestors into packageBuffer, parents first: ascending ancestor count, then hash
  // (SortForBlock). Returns the member count.
  private collectPackage(id: number): number {
    const { parentStart, parentList } = this.m
    const selectedIn = this.selectedIn
    const members = this.packageBuffer
    members[0] = id
    let open = false
    for (let k = parentStart[id]!; k < parentStart[id + 1]!; k++)
      if (selectedIn[parentList[k]!]! < 0) open = true
    if (!open) return 1
    const marks = this.marks
    const generation = this.nextGeneration()
    marks[id] = generation
    let n = 1
    for (let i = 0; i < n; i++) {
      const x = members[i]!
      for (let k = parentStart[x]!; k < parentStart[x + 1]!; k++) {
        const p = parentList[k]!
        if (marks[p] === generation || selectedIn[p]! >= 0) continue
        marks[p] = generation
        members[n++] = p
      }
    }
    // Core sorts by the mempool entry's ancestor count, which still counts ancestors already in this block
    const count =
      this.packageOrder === 'remaining-count' ? this.remainingCounts(n) : this.m.ancCount
    const { slotOf, hashWords } = this.m
    for (let i = 1; i < n; i++) {
      const x = members[i]!
      let j = i - 1
      while (j >= 0) {
        const y = members[j]!
        if (
          count[y]! < count[x]! ||
          (count[y] === count[x] && hashLess(hashWords, slotOf[y]!, slotOf[x]!))
        )
          break
        members[j + 1] = y
        j--
      }
      members[j + 1] = x
    }
    return n
  }

  // Per package member: 1 + its ancestors not yet selected (written into `stack`, indexed by rank).
  private remainingCounts(memberCount: number): Int32Array {
    const counts = this.stack
    for (let i = 0; i < memberCount; i++) {
      const x = this.packageBuffer[i]!
      counts[x] = this.unselectedAncestorCount(x)
    }
    return counts
  }

  // 1 + the number of ancestors of x that no block has taken yet.
  private unselectedAncestorCount(x: number): number {
    const { parentStart, parentList } = this.m
    const marks = this.marks
    const generation = this.nextGeneration()
    const found = [x]
    marks[x] = generation
    for (let i = 0; i < found.length; i++) {
      const y = found[i]!
      for (let k = parentStart[y]!; k < parentStart[y + 1]!; k++) {
        const p = parentList[k]!
        if (marks[p] === generation || this.selectedIn[p]! >= 0) continue
        marks[p] = generation
        found.push(p)
      }
    }
    return found.length
  }

  // UpdatePackagesForAdded for one added member: every unselected descendant loses it from its sums.
  private updateDescendants(
    member: number,
    b: number,
    clusterRate: number,
    touched: number[],
  ): void {
    const m = this.m
    const { childStart, childList } = m
    const { heap, selectedIn, touchedBefore, touchedIn, modFee, modSize, modSigops } = this
    const fee = m.fee[member]!
    const size = m.vsize[member]!
    const sigops = m.sigops[member]!
    const marks = this.marks
    const generation = this.nextGeneration()
    const stack = this.stack
    let top = 0
    marks[member] = generation
    stack[top++] = member
    while (top > 0) {
      const x = stack[--top]!
      for (let k = childStart[x]!; k < childStart[x + 1]!; k++) {
        const d = childList[k]!
        if (marks[d] === generation) continue
        marks[d] = generation
        stack[top++] = d
        if (selectedIn[d]! >= 0) continue
        if (touchedBefore[d]! < 0) touchedBefore[d] = b
        if (touchedIn[d] !== b) {
          touchedIn[d] = b
          touched.push(d)
        }
        if (!heap.has(d)) {
          // a fresh modified entry starts from the block-start entry, as Core builds it from the mempool entry
          modFee[d] = m.ancFee[d]!
          modSize[d] = m.ancSize[d]!
          modSigops[d] = m.ancSigops[d]!
        }
        modFee[d] = modFee[d]! - fee
        modSize[d] = modSize[d]! - size
        modSigops[d] = modSigops[d]! - sigops
        setScore(
          d,
          m.fee[d]!,
          m.vsize[d]!,
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
  private restartList(previous: Int32Array, touched: number[], lastBlock: number): Int32Array {
    const m = this.m
    const { slotOf, hashWords, scoreFee: sf, scoreSize: ss } = m
    const { selectedIn, restartedAfter } = this
    const fresh: number[] = []
    for (const r of touched) {
      if (selectedIn[r]! >= 0 || restartedAfter[r] === lastBlock) continue
      restartedAfter[r] = lastBlock
      fresh.push(r)
    }
    touched.length = 0
    if (fresh.length === 0 && previous.length === 0) return previous
    for (const r of fresh) this.restartEntry(r)
    const sorted = Int32Array.from(fresh)
    sortByScore(sorted, sf, ss, hashWords, slotOf)
    const before = (a: number, b: number) =>
      scoreBeforeRanked(sf[a]!, ss[a]!, a, sf[b]!, ss[b]!, b, slotOf, hashWords)
    const next = new Int32Array(previous.length + fresh.length)
    let n = 0
    let f = 0
    for (let i = 0; i < previous.length; i++) {
      const r = previous[i]!
      if (selectedIn[r]! >= 0 || restartedAfter[r] === lastBlock) continue
      while (f < sorted.length && before(sorted[f]!, r)) next[n++] = sorted[f++]!
      next[n++] = r
    }
    while (f < sorted.length) next[n++] = sorted[f++]!
    return next.subarray(0, n)
  }

  // The next block's "mempool entry" of r: sums over itself and the ancestors no block has taken.
  private restartEntry(r: number): void {
    const m = this.m
    const { parentStart, parentList } = m
    const { marks, stack, selectedIn } = this
    const generation = this.nextGeneration()
    let fee = 0
    let size = 0
    let sigops = 0
    let count = 0
    let top = 0
    marks[r] = generation
    stack[top++] = r
    while (top > 0) {
      const x = stack[--top]!
      fee += m.fee[x]!
      size += m.vsize[x]!
      sigops += m.sigops[x]!
      count++
      for (let k = parentStart[x]!; k < parentStart[x + 1]!; k++) {
        const p = parentList[k]!
        if (marks[p] === generation || selectedIn[p]! >= 0) continue
        marks[p] = generation
        stack[top++] = p
      }
    }
    m.ancFee[r] = fee
    m.ancSize[r] = size
    m.ancSigops[r] = sigops
    m.ancCount[r] = count
    setScore(r, m.fee[r]!, m.vsize[r]!, fee, size, m.scoreFee, m.scoreSize)
  }

  private toBlock(
    index: number,
    count: number,
    weight: number,
    sigops: number,
    fees: number,
  ): ProjectedBlock {
    const m = this.m
    const txidOf = this.graph.txid
    const ids = new Int32Array(count)
    const txids = new Array<string>(count)
    const positions = new Float64Array(count)
    let offset = 0 // vB
    for (let i = 0; i < count; i++) {
      const r = this.blockRanks[i]!
      const slot = m.slotOf[r]!
      ids[i] = slot
      txids[i] = txidOf[slot]!
      const vsize = Math.ceil(m.weight[r]! / 4)
      positions[i] = offset + vsize / 2
      offset += vsize
    }
    const rates = this.blockRates.slice(0, count)
    return { index, txids, ids, weight, fees, sigops, rates, positions }
  }

  private prepare(): void {
    const m = this.m
    const n = m.size
    if (
      m.capacity !== this.capacity ||
      this.heap.hashWords !== m.hashWords ||
      this.heap.slotOf !== m.slotOf
    )
      this.allocate(m.capacity)
    this.selectedIn.fill(-1, 0, n)
    this.failedPass.fill(0, 0, n)
    this.touchedBefore.fill(-1, 0, n)
    this.touchedIn.fill(-1, 0, n)
    this.restartedAfter.fill(-2, 0, n)
    this.dependencyRate.fill(Infinity, 0, n)
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
