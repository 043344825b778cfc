// SimNetwork: the facade the HTTP/WS layer calls. Reads delegate to the *-views modules; the driver methods
// (tick, poll, mine) advance the simulation and emit events.
import type { BlockExtended, Conversions, OptimizedStatistic } from '../../core/wire'
import type { PriceSeries } from '../sim/price'
import { demoAddressesOf } from '../sim/wallets'
import * as addr from './address-views'
import * as blocks from './block-views'
import * as cpfp from './cpfp-views'
import { arrivalsBetween, generateArrivals } from './economy'
import { blockEvent, mempoolUpdateEvent, parseRawTx } from './events'
import { LiveState } from './live'
import { mineBlock } from './miner'
import * as mining from './mining-views'
import type { NetworkSim } from './network-sim'
import * as rbf from './rbf-views'
import { statistics, takeSample } from './statistics'
import * as txv from './tx-views'
import type { BlockEvent, MempoolUpdateEvent, SimNetwork, Unsubscribe } from './types'

type Handler<T> = (value: T) => void

function listen<T>(list: Handler<T>[], h: Handler<T>): Unsubscribe {
  list.push(h)
  return () => {
    const i = list.indexOf(h)
    if (i >= 0) list.splice(i, 1)
  }
}

export function createNetwork(sim: NetworkSim, prices: PriceSeries): SimNetwork & NetworkDriver {
  const live = new LiveState(sim)
  live.refresh()
  live.stream.mempoolUpdate(live.lists) // seeds the stream so full lists are available before the first poll
  const mempoolHandlers: Handler<MempoolUpdateEvent>[] = []
  const blockHandlers: Handler<BlockEvent>[] = []
  const statHandlers: Handler<OptimizedStatistic>[] = []
  const priceHandlers: Handler<Conversions>[] = []
  const p = (): typeof live.projection => live.projection
  const tip = (): BlockExtended => {
    const b = sim.chain.tip()
    if (!b) throw new Error('the chain has no blocks yet')
    return b.block
  }
  const sh = (a: string): string | null => addr.scripthashOfAddress(sim, a)
  const emit = <T>(list: Handler<T>[], value: T): void => {
    for (const h of [...list]) h(value)
  }

  const net: SimNetwork & NetworkDriver = {
    name: sim.network,
    tip,
    tipHeight: () => sim.chain.tipHeight,
    blockByHeight: (h) => sim.chain.at(h)?.block ?? null,
    blockHashAt: (h) => sim.chain.at(h)?.block.id ?? null,
    blockByHash: (hash) => sim.chain.byHashOrNull(hash)?.block ?? null,
    blocks: (start, count) =>
      sim.chain
        .range(Math.min(start ?? sim.chain.tipHeight, sim.chain.tipHeight), count)
        .map((b) => b.block),
    blockTxids: (hash) => {
      const h = sim.chain.heightOf(hash)
      return h === undefined ? null : sim.chain.txids(h)
    },
    blockTxs: (hash, start, count) => blocks.blockTxs(sim, hash, start, count),
    blockSummary: (hash) => blocks.blockSummary(sim, hash),
    blockAudit: (hash) => {
      const h = sim.chain.heightOf(hash)
      return h === undefined ? null : sim.chain.audit(h)
    },
    blockHeader: (hash) => sim.chain.byHashOrNull(hash)?.block.extras.header ?? null,
    blockStatus: (hash) => blocks.blockStatus(sim, hash),
    blockAtTimestamp: (t) => blocks.blockAtTimestamp(sim, t),

    tx: (txid) => txv.findTx(sim, txid),
    txHex: (txid) => txv.txHex(sim, txid),
    txStatus: (txid) => txv.txStatus(sim, txid),
    outspends: (txid) => txv.outspends(sim, txid),
    cpfp: (txid) => cpfp.cpfpInfo(sim, txid, p()),
    rbf: (txid) => rbf.rbfResponse(sim, txid),
    cachedTx: (txid) => txv.cachedTx(sim, txid),
    transactionTimes: (txids) => txv.transactionTimes(sim, txids),
    trackingInfo: (txid) => cpfp.trackingInfo(sim, txid, p()),
    rbfTree: (txid) => rbf.rbfTree(sim, txid),
    submitTx: (hex) => {
      const parsed = parseRawTx(hex)
      if ('error' in parsed) return parsed
      const result = sim.accept(parsed.tx, parsed.raw, sim.nowS())
      if (!result.ok) return { error: result.error }
      net.poll()
      return { txid: result.entry.txid }
    },

    address: (a) => {
      const h = sh(a)
      return h ? addr.scriptStats(sim, h, a) : null
    },
    addressTxs: (a, after) =>
      sh(a) ? addr.scriptTxs(sim, sh(a) as string, p(), 'all', after) : null,
    addressTxsChain: (a, after) =>
      sh(a) ? addr.scriptTxs(sim, sh(a) as string, p(), 'chain', after) : null,
    addressTxsMempool: (a) => (sh(a) ? addr.scriptTxs(sim, sh(a) as string, p(), 'mempool') : null),
    addressTxsSummary: (a, after) =>
      sh(a) ? addr.scriptTxsSummary(sim, sh(a) as string, after) : null,
    addressUtxo: (a) => (sh(a) ? addr.scriptUtxo(sim, sh(a) as string) : null),
    scripthash: (h) => addr.scriptStats(sim, h, h),
    scripthashTxs: (h, after) => addr.scriptTxs(sim, h, p(), 'all', after),
    scripthashTxsChain: (h, after) => addr.scriptTxs(sim, h, p(), 'chain', after),
    scripthashTxsMempool: (h) => addr.scriptTxs(sim, h, p(), 'mempool'),
    scripthashTxsSummary: (h, after) => addr.scriptTxsSummary(sim, h, after),
    scripthashUtxo: (h) => addr.scriptUtxo(sim, h),
    addressPrefix: (prefix) => addr.addressPrefix(sim, prefix),
    validateAddress: (a) => addr.validateAddress(sim, a),
    scriptPubKeyOf: (v) => addr.scriptPubKeyOf(sim, v),

    mempoolSummary: () => {
      const hist = new Map<number, number>()
      for (const e of sim.graph.entries()) {
        const r = Math.floor(e.fee / e.vsize)
        hist.set(r, (hist.get(r) ?? 0) + e.vsize)
      }
      const fee_histogram = [...hist.entries()]
        .sort((a, b) => b[0] - a[0])
        .map(([r, v]): [number, number] => [r, Math.round(v)])
      return {
        count: sim.graph.count,
        vsize: Math.round(sim.graph.totalVsize),
        total_fee: sim.graph.totalFee,
        fee_histogram,
      }
    },
    mempoolRecent: () =>
      live.latest(10).map((e) => ({ txid: e.txid, fee: e.fee, vsize: e.vsize, value: e.value })),
    mempoolTxids: () => [...sim.graph.entries()].map((e) => e.txid),
    mempoolBlocks: () => live.mempoolBlocks,
    projectedBlockTxs: (index) => live.stream.full(index),
    txPosition: (txid) => cpfp.txPosition(sim, txid, p()),
    sequence: () => live.stream.sequence,

    fees: () => live.fees(false),
    preciseFees: () => live.fees(true),
    difficultyAdjustment: () => live.difficulty(),
    mempoolInfo: () => live.mempoolInfo(),
    vBytesPerSecond: () => sim.vBytesPerSecond(sim.nowS()),
    latestTransactions: () => live.latestTransactions(),
    loadingIndicators: () => ({}),
    conversions: () => prices.conversions(sim.nowS()),
    historicalPrice: (t, cur) => prices.historical(sim.nowS(), t, cur),
    backendInfo: () => ({
      hostname: 'mempool-widgets-sim',
      version: '0.1.0',
      gitCommit: 'sim',
      lightning: false,
      backend: 'esplora',
    }),
    initData: () => ({
      backend: 'esplora',
      mempoolInfo: live.mempoolInfo(),
      vBytesPerSecond: sim.vBytesPerSecond(sim.nowS()),
      blocks: sim.chain
        .range(sim.chain.tipHeight, 8)
        .map((b) => b.block)
        .reverse(),
      conversions: prices.conversions(sim.nowS()),
      'mempool-blocks': live.mempoolBlocks,
      transactions: live.latestTransactions(),
      backendInfo: net.backendInfo(),
      loadingIndicators: {},
      da: live.difficulty(),
      fees: live.fees(true),
      rbfSummary: rbf.rbfSummary(sim),
    }),
    replacements: (fullRbfOnly) => rbf.replacements(sim, fullRbfOnly),
    rbfSummary: () => rbf.rbfSummary(sim),

    poolList: () => mining.poolList(),
    pools: (i) => mining.pools(sim, i),
    pool: (slug) => mining.pool(sim, slug),
    poolBlocks: (slug, h) => mining.poolBlocks(sim, slug, h),
    poolHashrate: (slug) => {
      const def = mining.poolList().find((x) => x.slug === slug)
      return def ? mining.poolsHashrate(sim, 'all').filter((x) => x.poolName === def.name) : null
    },
    poolsHashrate: (i) => mining.poolsHashrate(sim, i),
    hashrate: (i) => mining.hashrate(sim, i),
    difficultyAdjustments: (i) => mining.difficultyAdjustments(sim, i),
    rewardStats: (n) => mining.rewardStats(sim, n),
    blockFees: (i) => mining.blockFees(sim, i),
    blockRewards: (i) => mining.blockRewards(sim, i),
    blockFeeRates: (i) => mining.blockFeeRates(sim, i),
    blockSizesWeights: (i) => mining.blockSizesWeights(sim, i),
    blockPredictions: (i) => mining.blockPredictions(sim, i),
    auditScores: (h) => blocks.auditScores(sim, h),
    auditScore: (hash) => blocks.auditScore(sim, hash),
    txAudit: (hash, txid) => blocks.txAudit(sim, hash, txid),
    blockTxSummary: (hash, txid) => blocks.blockTxSummary(sim, hash, txid),
    prevout: (txid, vout) => {
      const e = sim.graph.get(txid)
      const o = e?.tx.outs[vout]
      if (e && o)
        return {
          prevout: txv.mempoolWireTx(sim, e, null).vout[vout] as NonNullable<
            ReturnType<typeof txv.findTx>
          >['vout'][number],
          unconfirmed: true,
        }
      const t = txv.findTx(sim, txid)
      const v = t?.vout[vout]
      return t && v ? { prevout: v, unconfirmed: false } : null
    },
    merkleProof: (txid) => blocks.merkleProof(sim, txid),
    statistics: (w) => statistics(sim, w),

    onMempoolUpdate: (h) => listen(mempoolHandlers, h),
    onBlock: (h) => listen(blockHandlers, h),
    onStatistic: (h) => listen(statHandlers, h),
    onConversions: (h) => listen(priceHandlers, h),
    demoAddresses: () => demoAddressesOf(sim.wallets),
    mineBlock: () => net.mine(Math.max(sim.nowS(), (sim.chain.tip()?.block.timestamp ?? 0) + 1)),

    tick: (fromS, toS) => generateArrivals(sim, arrivalsBetween(sim, fromS, toS), toS),
    poll: () => {
      const event = mempoolUpdateEvent(live)
      if (event) emit(mempoolHandlers, event)
    },
    mine: (timeS) => {
      net.poll()
      const block = mineBlock(sim, timeS)
      if (sim.graph.totalVsize < sim.config.maxMempoolVsize / 2) sim.mempoolMinFee = 1
      emit(blockHandlers, blockEvent(live, block))
      return block
    },
    sample: () => {
      const nowS = sim.nowS()
      const s = takeSample(sim, live.projection, nowS)
      sim.store.batch(() => {
        sim.store.insertStatistic(nowS, JSON.stringify(s))
        sim.store.pruneStatistics(nowS - 4 * 365 * 86_400)
      })
      emit(statHandlers, s)
    },
    publishPrice: () => emit(priceHandlers, prices.conversions(sim.nowS())),
  }
  return net
}

/** What the node's timers call. */
export interface NetworkDriver {
  tick(fromS: number, toS: number): void
  poll(): void
  mine(timeS: number): BlockExtended
  sample(): void
  publishPrice(): void
}
