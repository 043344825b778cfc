// Bitcoin Core's legacy BlockAssembler::addPackageTxs, run once per projected block on what earlier blocks left.
// Per block: the txs in ancestor-score order as the block started ("mapTx": untouched txs by rank, plus a re-sorted
// list of txs whose ancestors went into earlier blocks), a heap of txs whose ancestors entered this block
// ("mapModifiedTx"), and a failed set. Everything is indexed by score rank (see RankedMempool).
import type { MempoolGraph } from './graph'
import { AssemblerState } from './assembler-state'
import { collectPackage, restartEntry, updateDescendants } from './package-walks'
import { scoreBeforeRanked } from './score'
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
// Local copies of imports used in the hot loop: when tsx compiles modules to CommonJS, every use of an imported
// binding goes through a getter call.
const RESERVE_WU = COINBASE_RESERVE_WU
const RESERVE_SIGOPS = COINBASE_RESERVE_SIGOPS
const BLOCK_MAX_SIGOPS = MAX_BLOCK_SIGOPS
const before = scoreBeforeRanked
const collect = collectPackage
const updateAfterAdding = updateDescendants
const adjustedWeight = (weight: number, sigops: number) =>
  weight > sigops * 20 ? weight : sigops * 20 // WU

export class Assembler {
  private readonly s = new AssemblerState()

  constructor(
    private readonly graph: MempoolGraph,
    private readonly packageOrder: PackageOrder = 'mempool-count',
  ) {}

  /** Sizes the working buffers for the graph's current tx count ahead of the next build. */
  reserve(): void {
    this.s.m.reserve(this.graph, this.graph.count)
    this.s.fit()
  }

  assemble(blockCount: number): ProjectedBlock[] {
    this.s.m.load(this.graph, this.graph.sortedOrder())
    this.s.prepare()
    const touched: number[] = [] // txs re-scored in the block being built
    const blocks: ProjectedBlock[] = []
    let remaining = this.s.m.size
    let pass = 0
    let restart: Int32Array = new Int32Array(0)
    const { selectedIn, touchedBefore } = this.s
    const n = this.s.m.size
    let streamStart = 0 // ranks before it are selected or re-scored: later blocks never stream them again
    for (let b = 0; b < blockCount && remaining > 0; b++) {
      restart = this.restartList(restart, touched, b - 1)
      while (streamStart < n && (selectedIn[streamStart]! >= 0 || touchedBefore[streamStart]! >= 0))
        streamStart++
      let block = this.runBlock(b, ++pass, b === blockCount - 1, streamStart, restart, touched)
      // a package too big for any block would leave every later block empty: let this one take the rest
      if (block.ids.length === 0)
        block = this.runBlock(b, ++pass, true, streamStart, restart, touched)
      remaining -= block.ids.length
      blocks.push(block)
    }
    this.s.m.restore(this.graph)
    return blocks
  }

  private runBlock(
    b: number,
    pass: number,
    unbounded: boolean,
    streamStart: number,
    restart: Int32Array,
    touched: number[],
  ): ProjectedBlock {
    const m = this.s.m
    const n = m.size
    const { slotOf, hashWords, scoreFee: startScoreFee, scoreSize: startScoreSize } = m
    const { parentStart, childStart, fee: ownFee, weight: ownWeight, sigops: ownSigops } = m
    const {
      heap,
      selectedIn,
      failedPass,
      touchedBefore,
      modScoreFee,
      modScoreSize,
      blockRanks,
      blockRates,
    } = this.s
    let idCount = 0
    let blockWeight = RESERVE_WU
    let blockSigops = RESERVE_SIGOPS
    let fees = 0
    let failures = 0
    let rank = streamStart // untouched txs in rank order
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
          before(
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
          before(
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
        const packageSize = usingModified ? this.s.modSize[id]! : m.ancSize[id]!
        const packageSigops = usingModified ? this.s.modSigops[id]! : m.ancSigops[id]!
        if (
          blockWeight + 4 * packageSize >= BLOCK_MAX_WEIGHT_WU ||
          blockSigops + packageSigops >= BLOCK_MAX_SIGOPS
        ) {
          if (usingModified) {
            heap.delete(id)
            failedPass[id] = pass
          }
          failures++
          if (failures > MAX_CONSECUTIVE_FAILURES && blockWeight > BLOCK_MAX_WEIGHT_WU - RESERVE_WU)
            break
          continue
        }
        failures = 0
      }
      if (parentStart[id] === parentStart[id + 1]) {
        // no in-mempool parents (the common case): a package of one, never in the modified heap, whose
        // dependency rate is still Infinity, so the package walk and the min are skipped
        const fee = ownFee[id]! + 0 // sats (+0 as the package sum would give, not −0)
        selectedIn[id] = b
        blockRates[idCount] = fee / (adjustedWeight(ownWeight[id]!, ownSigops[id]!) / 4)
        blockRanks[idCount++] = id
        blockWeight += ownWeight[id]!
        blockSigops += ownSigops[id]!
        fees += fee
        if (childStart[id] !== childStart[id + 1])
          updateAfterAdding(this.s, id, b, blockRates[idCount - 1]!, touched)
        continue
      }
      const memberCount = collect(this.s, id, this.packageOrder)
      const members = this.s.packageBuffer
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
      const clusterRate = Math.min(this.s.dependencyRate[id]!, packageFee / (packageAdjWeight / 4))
      for (let i = first; i < idCount; i++) blockRates[i] = clusterRate
      for (let i = 0; i < memberCount; i++) {
        const x = members[i]!
        if (m.childStart[x] !== m.childStart[x + 1])
          updateAfterAdding(this.s, x, b, clusterRate, touched)
      }
    }
    heap.clear()
    return this.toBlock(b, idCount, blockWeight - RESERVE_WU, blockSigops - RESERVE_SIGOPS, fees)
  }

  // Txs re-scored by earlier blocks start the next block with their true remaining sums, sorted like mapTx.
  // Those not re-scored in the block just built keep their order, so only the newly touched ones are sorted.
  private restartList(previous: Int32Array, touched: number[], lastBlock: number): Int32Array {
    const m = this.s.m
    const { slotOf, hashWords, scoreFee: sf, scoreSize: ss } = m
    const { selectedIn, restartedAfter } = this.s
    const fresh: number[] = []
    for (const r of touched) {
      if (selectedIn[r]! >= 0 || restartedAfter[r] === lastBlock) continue
      restartedAfter[r] = lastBlock
      fresh.push(r)
    }
    touched.length = 0
    if (fresh.length === 0 && previous.length === 0) return previous
    for (const r of fresh) restartEntry(this.s, r)
    const sorted = Int32Array.from(fresh)
    sortByScore(sorted, sf, ss, hashWords, slotOf)
    const ahead = (a: number, b: number) =>
      before(sf[a]!, ss[a]!, a, sf[b]!, ss[b]!, b, slotOf, hashWords)
    const next = new Int32Array(previous.length + fresh.length)
    let n = 0
    let f = 0
    for (let i = 0; i < previous.length; i++) {
      const r = previous[i]!
      if (selectedIn[r]! >= 0 || restartedAfter[r] === lastBlock) continue
      while (f < sorted.length && ahead(sorted[f]!, r)) next[n++] = sorted[f++]!
      next[n++] = r
    }
    while (f < sorted.length) next[n++] = sorted[f++]!
    return next.subarray(0, n)
  }

  private toBlock(
    index: number,
    count: number,
    weight: number,
    sigops: number,
    fees: number,
  ): ProjectedBlock {
    const m = this.s.m
    const txidOf = this.graph.txid
    const ids = new Int32Array(count)
    const txids = new Array<string>(count)
    const positions = new Float64Array(count)
    let offset = 0 // vB
    for (let i = 0; i < count; i++) {
      const r = this.s.blockRanks[i]!
      const slot = m.slotOf[r]!
      ids[i] = slot
      txids[i] = txidOf[slot]!
      const vsize = Math.ceil(m.weight[r]! / 4)
      positions[i] = offset + vsize / 2
      offset += vsize
    }
    const rates = this.s.blockRates.slice(0, count)
    return { index, txids, ids, weight, fees, sigops, rates, positions }
  }
}
