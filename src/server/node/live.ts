// Live view of one network: projection (engine → projected txs → stats, E's ProjectionStream for frames),
// recommended fees, difficulty estimate, mempool info, and the mempool-update / block events.
import type {
  AddressTransactionsGroup,
  DifficultyAdjustment,
  MempoolBlock,
  MempoolInfo,
  RecommendedFees,
  Transaction,
  TransactionStripped,
} from '../../core/wire'
import { RETARGET_INTERVAL } from '../chain/retarget'
import { difficultyAdjustment } from '../fees/difficulty-adjustment'
import { recommendedFees } from '../fees/recommended-fees'
import type { MempoolEntry } from '../mempool/entry'
import {
  ProjectionStream,
  projectedBlocksStats,
  projectedTxs,
  type ProjectedTx,
} from '../projection'
import { liveFlags } from './miner'
import type { NetworkSim } from './network-sim'
import { indexProjection, type ProjectionIndex } from './projection-state'
import { mempoolWireTx } from './tx-views'
import type { LiveStats, SpentOutputs } from './types'

/** Arrivals kept for `transactions` (6) and /mempool/recent (10), with room for ones that left since. */
const RECENT_KEPT = 32

export class LiveState {
  projection: ProjectionIndex = indexProjection([])
  lists: (ProjectedTx & { size: number })[][] = []
  mempoolBlocks: MempoolBlock[] = []
  readonly stream = new ProjectionStream()
  /** Most recent arrivals, newest last (for `transactions`). */
  recent: MempoolEntry[] = []

  constructor(readonly sim: NetworkSim) {
    // After a (re)start the mempool is loaded from the store; the newest of it are the "recent" ones until
    // new arrivals come, so `transactions` and /mempool/recent are not empty while the mempool is full.
    this.recent = [...sim.graph.entries()]
      .sort((a, b) => a.firstSeen - b.firstSeen || (a.txid < b.txid ? -1 : 1))
      .slice(-RECENT_KEPT)
  }

  /** The `count` most recently seen txs still in the mempool, newest first. */
  latest(count: number): MempoolEntry[] {
    const out: MempoolEntry[] = []
    for (let i = this.recent.length - 1; i >= 0 && out.length < count; i--) {
      const e = this.recent[i]!
      if (this.sim.graph.has(e.txid)) out.push(e)
    }
    return out
  }

  /** Rebuilds the projection from the engine (cached by the engine until the mempool changes). */
  refresh(): void {
    const sim = this.sim
    const blocks = sim.engine.build()
    this.projection = indexProjection(blocks)
    const members = { has: (t: string): boolean => sim.graph.has(t) }
    this.lists = projectedTxs(blocks, (txid) => {
      const e = sim.graph.get(txid)
      if (!e) return { fee: 0, weight: 0, size: 0, value: 0, flags: 0, time: 0 }
      return {
        fee: e.fee,
        weight: e.weight,
        size: e.size,
        value: e.value,
        flags: liveFlags(e, members),
        time: e.firstSeen,
      }
    })
    this.mempoolBlocks = projectedBlocksStats(this.lists)
  }

  fees(precise: boolean): RecommendedFees {
    return recommendedFees(
      this.mempoolBlocks,
      this.sim.mempoolMinFee,
      precise ? 'precise' : 'integer',
    )
  }

  difficulty(): DifficultyAdjustment {
    const chain = this.sim.chain
    const tip = chain.tip()
    const tipHeight = chain.tipHeight
    const epochStart = tipHeight - (tipHeight % RETARGET_INTERVAL)
    const earliest = chain.at(chain.params.startHeight)
    const start = chain.at(epochStart) ?? earliest
    const prevStart = chain.at(epochStart - RETARGET_INTERVAL) ?? start
    const window = chain.at(tipHeight - 503) ?? earliest
    return difficultyAdjustment({
      tipHeight,
      tipTimestamp: tip?.header.time ?? 0,
      epochStartTimestamp: start?.header.time ?? 0,
      windowStartTimestamp: window?.header.time ?? 0,
      epochStartBits: start?.header.bits ?? chain.params.startBits,
      previousEpochStartBits: prevStart?.header.bits ?? chain.params.startBits,
      nowSeconds: this.sim.nowS(),
      targetSpacingS: this.sim.config.intervalS,
    })
  }

  mempoolInfo(): MempoolInfo {
    const g = this.sim.graph
    return {
      loaded: true,
      size: g.count,
      bytes: Math.round(g.totalVsize),
      usage: Math.round(g.totalSize * 2.6 + g.count * 420),
      total_fee: g.totalFee / 1e8,
      maxmempool: 300_000_000,
      // BTC/kvB with 8 decimals as Core prints it (sat/vB × 1000 = sat/kvB), not 0.00017544000000000001
      mempoolminfee: Math.round(this.sim.mempoolMinFee * 1000) / 1e8,
      minrelaytxfee: 0.00001,
      incrementalrelayfee: 0.00001,
      unbroadcastcount: 0,
      fullrbf: true,
    }
  }

  latestTransactions(): TransactionStripped[] {
    return this.latest(6).map((e) => ({
      txid: e.txid,
      fee: e.fee,
      vsize: e.vsize,
      value: e.value,
      rate: e.fee / e.vsize,
    }))
  }

  stats(): LiveStats {
    return {
      mempoolInfo: this.mempoolInfo(),
      vBytesPerSecond: this.sim.vBytesPerSecond(this.sim.nowS()),
      fees: this.fees(true),
      da: this.difficulty(),
      mempoolBlocks: this.mempoolBlocks,
    }
  }

  noteArrivals(added: readonly MempoolEntry[]): void {
    this.recent.push(...added)
    if (this.recent.length > 2 * RECENT_KEPT) this.recent = this.recent.slice(-RECENT_KEPT)
  }

  wire(e: MempoolEntry): Transaction {
    return mempoolWireTx(this.sim, e, this.projection)
  }
}

/** Outputs spent by new txs, keyed by the spent tx (for `utxoSpent`). */
export function spentOutputs(added: readonly MempoolEntry[]): SpentOutputs {
  const spent: SpentOutputs = new Map()
  for (const e of added) {
    e.outpoints.forEach((op, vin) => {
      const parent = op.slice(0, 64)
      const rec = spent.get(parent) ?? {}
      rec[op.slice(65)] = { vin, txid: e.txid }
      spent.set(parent, rec)
    })
  }
  return spent
}

/** Groups txs by every address and scriptPubKey they touch (inputs' prevouts and outputs). */
export function groupByScript(
  txs: readonly Transaction[],
  slot: keyof AddressTransactionsGroup,
): {
  byAddress: Map<string, AddressTransactionsGroup>
  byScriptPubKey: Map<string, AddressTransactionsGroup>
} {
  const byAddress = new Map<string, AddressTransactionsGroup>()
  const byScriptPubKey = new Map<string, AddressTransactionsGroup>()
  const put = (map: Map<string, AddressTransactionsGroup>, key: string, tx: Transaction): void => {
    const news = map.get(key) ?? { mempool: [], confirmed: [], removed: [] }
    if (!news[slot].includes(tx)) news[slot].push(tx)
    map.set(key, news)
  }
  for (const tx of txs) {
    for (const v of [...tx.vout, ...tx.vin.map((i) => i.prevout).filter((p) => p !== null)]) {
      put(byScriptPubKey, v.scriptpubkey, tx)
      if (v.scriptpubkey_address) put(byAddress, v.scriptpubkey_address, tx)
    }
  }
  return { byAddress, byScriptPubKey }
}
