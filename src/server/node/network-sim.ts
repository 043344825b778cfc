// One simulated network's state: chain, UTXO ownership, mempool graph and template engine, with admission,
// removal and the pending changes that the next mempool-update event reports.
import { bytesToHex } from '../../core/wire'
import type * as bitcoin from 'bitcoinjs-lib'
import { TemplateEngine } from '../template'
import { toDisplayHex } from '../chain/hash'
import { NetworkStore, TX_REMOVED } from '../db/network-store'
import type { Db } from '../db/schema'
import {
  acceptTx,
  type AcceptContext,
  type AcceptResult,
  type ChainOutput,
} from '../mempool/accept'
import type { MempoolEntry } from '../mempool/entry'
import { MempoolGraph } from '../mempool/pool'
import { INCREMENTAL_RELAY_FEE } from '../mempool/rbf-rules'
import type { RelayPolicy } from '../mempool/relay-policy'
import { newMarket, type MarketState } from '../sim/fee-market'
import { createRng, type Rng } from '../sim/prng'
import type { TxSpec } from '../sim/tx-builder'
import { UtxoPool } from '../sim/utxo-pool'
import { createWallets, DEMO_WALLET_SEED, type WalletSet } from '../sim/wallets'
import { ChainState } from './chain-state'
import { NETWORK_PARAMS } from './params'
import { insertTxWithOutputs } from './persist'
import type { NetworkName } from './types'

export interface SimConfig {
  network: NetworkName
  seed: string
  intervalS: number
  txRate: number
  historyBlocks: number
  warmupBlocks: number
  historyTxsPerBlock: number
  /** Last light-history blocks as full as live blocks (txRate × intervalS txs, up to the weight limit). */
  fullHistoryBlocks: number
  /** Standing backlog of a congested network, in full blocks (0 = none: cheap leftovers only). */
  backlogBlocks: number
  /** Blocks below the tip kept complete; deeper spent txs are pruned (0 = keep everything). */
  pruneDepth: number
  /** Mempool size limit in vB; above it the cheapest txs are evicted. */
  maxMempoolVsize: number
  /** Relative activity of the network (mainnet 1). */
  activity: number
  /** Submitted txs skip the input script checks (tests whose txs carry placeholder signatures). */
  skipSignatureChecks?: boolean
  /** Tests only: the first block's coinbase pays this script (a key the test holds). */
  testPayoutScript?: Uint8Array
  now: () => number
}

export interface PendingChanges {
  added: MempoolEntry[]
  removed: MempoolEntry[]
  replaced: { replaced: string; by: string }[]
  rbfTouched: Set<string>
}

export class NetworkSim {
  readonly store: NetworkStore
  readonly chain: ChainState
  readonly wallets: WalletSet
  readonly pool: UtxoPool
  readonly graph = new MempoolGraph()
  readonly engine = new TemplateEngine()
  readonly rng: Rng
  readonly market: MarketState = newMarket()
  /** Specs of sim-built mempool txs, so the sim can bump them (RBF). */
  readonly specs = new Map<string, TxSpec>()
  /** Most recent sim-made txids (bounded), candidates for RBF bumps. */
  recentSpecs: string[] = []
  pending: PendingChanges = { added: [], removed: [], replaced: [], rbfTouched: new Set() }
  /** sat/vB; rises after evictions. */
  mempoolMinFee = 1
  /** Arrivals (unix s, vB) for vBytesPerSecond. */
  readonly arrivals: { timeS: number; vsize: number }[] = []
  private readonly chainOutputStmt

  constructor(
    readonly config: SimConfig,
    db: Db,
  ) {
    this.store = new NetworkStore(db)
    this.chain = new ChainState(NETWORK_PARAMS[config.network], config.intervalS)
    this.chain.attach(this.store)
    // Wallet keys do not depend on --seed, so the demo addresses in the README hold on every install.
    this.wallets = createWallets(DEMO_WALLET_SEED, config.network)
    this.pool = new UtxoPool((u) => this.wallets.wallets[u.key.wallet]?.role ?? 'user')
    this.rng = createRng(config.seed, `${config.network}/economy`)
    this.chainOutputStmt = db.prepare<
      [string, number],
      {
        script: Buffer
        value: number
        coinbase: number
        height: number | null
        spender_state: number | null
        creator_state: number
      }
    >(
      'SELECT o.script, o.value, o.coinbase, c.height, s.state AS spender_state, c.state AS creator_state FROM outputs o JOIN txs c ON c.txid = o.txid ' +
        'LEFT JOIN txs s ON s.txid = o.spent_txid WHERE o.txid = ? AND o.vout = ?',
    )
  }

  get network(): NetworkName {
    return this.config.network
  }
  nowS(): number {
    return Math.floor(this.config.now() / 1000)
  }

  walletOf = (script: Uint8Array): number | null =>
    this.wallets.byScript.get(bytesToHex(script))?.wallet ?? null

  /** A confirmed output; `spent` only when a confirmed tx spends it. */
  chainOutput(txid: string, vout: number): ChainOutput | undefined {
    if (this.graph.has(txid)) return undefined
    const row = this.chainOutputStmt.get(txid, vout)
    if (!row || row.creator_state !== 1) return undefined
    return {
      script: row.script,
      value: row.value,
      spent: row.spender_state === 1,
      // a confirmed row always has a height; an unknown one counts as the tip (immature)
      coinbaseHeight: row.coinbase === 1 ? (row.height ?? this.chain.tipHeight) : null,
      height: row.height ?? this.chain.tipHeight,
    }
  }

  /**
   * What admission checks a tx against now (also used by dry runs such as testmempoolaccept); `policy` is
   * given for txs from outside (the simulation's own are trusted: placeholder signatures, built standard).
   */
  acceptContext(nowS: number, policy?: RelayPolicy): AcceptContext {
    return {
      ...(policy ? { policy } : {}),
      graph: this.graph,
      chainOutput: (t, v) => this.chainOutput(t, v),
      isConfirmed: (t) => this.store.getTx(t)?.state === 1,
      nowS,
      spendHeight: this.chain.tipHeight + 1,
      minFeeRate: this.mempoolMinFee,
    }
  }

  /** Validates and, when accepted, applies a tx (evictions, persistence, utxo ownership, pending event data). */
  accept(
    tx: bitcoin.Transaction,
    raw: Uint8Array,
    nowS: number,
    spec?: TxSpec,
    policy?: RelayPolicy,
  ): AcceptResult {
    const result = acceptTx(this.acceptContext(nowS, policy), tx, raw)
    if (!result.ok) return result
    const { entry, conflicts, evicted } = result
    this.store.batch(() => {
      for (const c of conflicts) {
        this.store.insertReplacement(c.txid, entry.txid, nowS, !c.signalsRbf)
        this.pending.replaced.push({ replaced: c.txid, by: entry.txid })
        this.pending.rbfTouched.add(c.txid)
      }
      if (conflicts.length > 0) this.pending.rbfTouched.add(entry.txid)
      this.removeEntries(evicted.map((e) => e.txid))
      this.addEntry(entry, spec)
    })
    this.evictIfFull()
    // Core answers "mempool full" when the new tx itself is trimmed right after being accepted
    if (!this.graph.has(entry.txid)) return { ok: false, error: 'mempool full' }
    return result
  }

  private addEntry(entry: MempoolEntry, spec?: TxSpec): void {
    this.graph.add(entry)
    this.engine.add([
      {
        txid: entry.txid,
        fee: entry.fee,
        weight: entry.weight,
        sigops: entry.sigops,
        depends: [...entry.parents],
      },
    ])
    insertTxWithOutputs(this.store, this.network, { ...entry, rate: 0 }, null, this.walletOf)
    entry.outpoints.forEach((op) => this.pool.remove(op.slice(0, 64), Number(op.slice(65))))
    entry.tx.outs.forEach((o, vout) => {
      const key = this.wallets.byScript.get(bytesToHex(o.script))
      if (key)
        this.pool.add({
          txid: entry.txid,
          vout,
          value: Number(o.value),
          key,
          height: null,
          coinbase: false,
        })
    })
    if (spec) {
      this.specs.set(entry.txid, spec)
      this.recentSpecs.push(entry.txid)
      if (this.recentSpecs.length > 2_000) this.recentSpecs = this.recentSpecs.slice(-1_000)
    }
    this.pending.added.push(entry)
    this.arrivals.push({ timeS: entry.firstSeen, vsize: entry.vsize })
  }

  /** Removes txs that leave without being mined (replaced/evicted): RBF cache keeps them (state 2). */
  removeEntries(txids: readonly string[]): MempoolEntry[] {
    const removed: MempoolEntry[] = []
    for (const txid of txids) {
      const e = this.graph.remove(txid)
      if (!e) continue
      removed.push(e)
      this.specs.delete(txid)
      this.store.setTxState(txid, TX_REMOVED)
      this.store.unmarkSpent(txid, e.outpoints)
      this.store.deleteOutputs(txid)
      e.tx.outs.forEach((_, vout) => this.pool.remove(txid, vout))
    }
    this.engine.remove(removed.map((e) => e.txid))
    for (const e of removed) this.restoreInputs(e)
    this.pending.removed.push(...removed)
    return removed
  }

  /** Gives a removed tx's wallet inputs back to their owners when nothing else spends them now. */
  private restoreInputs(e: MempoolEntry): void {
    e.tx.ins.forEach((input, i) => {
      const txid = toDisplayHex(input.hash)
      const op = `${txid}:${input.index}`
      if (this.graph.spenderOf(op)) return
      const prev = e.prevouts[i]
      const key = prev ? this.wallets.byScript.get(bytesToHex(prev.script)) : undefined
      if (!prev || !key) return
      const parent = this.graph.get(txid)
      const onChain = parent ? undefined : this.chainOutput(txid, input.index)
      if (!parent && !onChain) return
      // a coinbase keeps its height, so the maturity rule still sees it; other heights only mean "confirmed"
      const coinbaseHeight = onChain?.coinbaseHeight ?? null
      this.pool.add({
        txid,
        vout: input.index,
        value: prev.value,
        key,
        height: parent ? null : (coinbaseHeight ?? 0),
        coinbase: coinbaseHeight !== null,
      })
    })
  }

  /**
   * Size-limit eviction as Core trims its mempool: repeatedly drop the package (a tx with all its in-mempool
   * descendants) with the lowest descendant fee rate until below the limit (to 95 %, so one arrival does not
   * trigger it again), and raise the mempool minimum fee to the highest dropped package rate + 1 sat/vB.
   */
  evictIfFull(): void {
    const limit = this.config.maxMempoolVsize
    if (this.graph.totalVsize <= limit) return
    const candidates = [...this.graph.entries()]
      .map((e) => ({ txid: e.txid, rate: this.descendantRate(e.txid) }))
      .sort((a, b) => a.rate - b.rate)
    const evict = new Set<string>()
    let vsize = this.graph.totalVsize
    let maxRate = 0
    for (const c of candidates) {
      if (vsize <= limit * 0.95) break
      if (evict.has(c.txid)) continue
      // earlier evictions may have taken some descendants away: score the package as it is now
      const pkg = [c.txid, ...this.graph.descendants(c.txid)].filter((t) => !evict.has(t))
      for (const t of pkg) {
        evict.add(t)
        vsize -= this.graph.get(t)?.vsize ?? 0
      }
      maxRate = Math.max(maxRate, packageRate(this.graph, pkg))
    }
    this.store.batch(() => this.removeEntries([...evict]))
    this.mempoolMinFee = Math.max(
      this.mempoolMinFee,
      Math.ceil((maxRate + INCREMENTAL_RELAY_FEE) * 1000) / 1000,
    )
  }

  /** sat/vB of a tx together with all its in-mempool descendants. */
  private descendantRate(txid: string): number {
    return packageRate(this.graph, [txid, ...this.graph.descendants(txid)])
  }

  takePending(): PendingChanges {
    const p = this.pending
    this.pending = { added: [], removed: [], replaced: [], rbfTouched: new Set() }
    return p
  }

  /** vB/s over the last 150 s of arrivals. */
  vBytesPerSecond(nowS: number): number {
    while (this.arrivals.length > 0 && (this.arrivals[0]?.timeS ?? 0) < nowS - 150)
      this.arrivals.shift()
    return Math.round(this.arrivals.reduce((a, x) => a + x.vsize, 0) / 150)
  }
}

/** Σ fee / Σ vsize of the given mempool txs, sat/vB. */
function packageRate(graph: MempoolGraph, txids: readonly string[]): number {
  let fee = 0
  let vsize = 0
  for (const t of txids) {
    const e = graph.get(t)
    if (!e) continue
    fee += e.fee
    vsize += e.vsize
  }
  return vsize > 0 ? fee / vsize : 0
}
