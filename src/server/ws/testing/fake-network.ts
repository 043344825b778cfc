// A small in-memory HubNetwork for protocol tests and the fan-out benchmark: plain state the test sets,
// and emit* methods that fire the node's events.
import type {
  BlockExtended,
  Conversions,
  MempoolBlock,
  OptimizedStatistic,
  Transaction,
  TransactionCompressed,
  TxPosition,
  TxTrackingInfo,
} from '../../../core/wire'
import type { BlockEvent, HubNetwork, MempoolUpdateEvent } from '../hub-network'

type Listener<T> = (value: T) => void

export function fakeTxid(n: number): string {
  return n.toString(16).padStart(64, '0')
}

export function fakeBlock(height: number): BlockExtended {
  return {
    id: fakeTxid(1_000_000 + height),
    height,
    version: 0x20000000,
    timestamp: 1_700_000_000 + height * 600,
    bits: 386_038_124,
    nonce: height,
    difficulty: 1,
    merkle_root: fakeTxid(2_000_000 + height),
    tx_count: 1,
    size: 300,
    weight: 1200,
    previousblockhash: fakeTxid(1_000_000 + height - 1),
    mediantime: 1_700_000_000 + height * 600 - 3000,
    stale: false,
  } as BlockExtended
}

export function fakeTx(n: number, scriptPubKey = '0014' + '11'.repeat(20)): Transaction {
  return {
    txid: fakeTxid(n),
    version: 2,
    locktime: 0,
    vin: [],
    vout: [
      {
        scriptpubkey: scriptPubKey,
        scriptpubkey_asm: '',
        scriptpubkey_type: 'v0_p2wpkh',
        value: 1000,
      },
    ],
    size: 200,
    weight: 800,
    fee: 500,
    status: { confirmed: false },
  } as Transaction
}

export function compressed(n: number, rate = 2): TransactionCompressed {
  return [fakeTxid(n), 400, 200, 1000, rate, 1, 1_700_000_000]
}

export class FakeNetwork implements HubNetwork {
  readonly name = 'mainnet' as const
  chain: BlockExtended[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(fakeBlock)
  mempool = new Map<string, Transaction>()
  positions = new Map<string, TxPosition>()
  tracking = new Map<string, TxTrackingInfo>()
  projected: TransactionCompressed[][] = [[compressed(1), compressed(2)]]
  sequenceNumber = 1
  scripts = new Map<string, string>()
  private readonly mempoolListeners: Listener<MempoolUpdateEvent>[] = []
  private readonly blockListeners: Listener<BlockEvent>[] = []
  private readonly statListeners: Listener<OptimizedStatistic>[] = []
  private readonly priceListeners: Listener<Conversions>[] = []

  initData = (): ReturnType<HubNetwork['initData']> => ({
    mempoolInfo: this.mempoolInfo(),
    vBytesPerSecond: this.vBytesPerSecond(),
    blocks: this.blocks(undefined, 8).reverse(),
    'mempool-blocks': this.mempoolBlocks(),
    transactions: [],
    backend: 'none',
    loadingIndicators: {},
    da: this.difficultyAdjustment(),
    fees: this.preciseFees(),
  })
  tipHeight = (): number => this.chain.at(-1)?.height ?? -1
  blocks = (start: number | undefined, count: number): BlockExtended[] =>
    this.chain
      .filter((b) => b.height <= (start ?? this.tipHeight()))
      .slice(-count)
      .reverse()
  mempoolBlocks = (): MempoolBlock[] =>
    this.projected.map((list) => ({
      blockSize: list.length * 250,
      blockVSize: list.length * 200,
      nTx: list.length,
      totalFees: list.length * 400,
      medianFee: 2,
      feeRange: [1, 1, 2, 2, 2, 3, 4],
    }))
  mempoolInfo = (): ReturnType<HubNetwork['mempoolInfo']> => ({
    loaded: true,
    size: this.mempool.size,
    bytes: 0,
    usage: 0,
    total_fee: 0,
    maxmempool: 300_000_000,
    mempoolminfee: 0.00001,
    minrelaytxfee: 0.00001,
  })
  vBytesPerSecond = (): number => 1000
  latestTransactions = (): ReturnType<HubNetwork['latestTransactions']> => []
  preciseFees = (): ReturnType<HubNetwork['preciseFees']> => ({
    fastestFee: 3.5,
    halfHourFee: 2.25,
    hourFee: 2,
    economyFee: 2,
    minimumFee: 1,
  })
  difficultyAdjustment = (): ReturnType<HubNetwork['difficultyAdjustment']> => ({
    progressPercent: 1,
    difficultyChange: 0,
    estimatedRetargetDate: 1,
    remainingBlocks: 1,
    remainingTime: 1,
    previousRetarget: 0,
    previousTime: 1,
    nextRetargetHeight: 2016,
    timeAvg: 600_000,
    adjustedTimeAvg: 600_000,
    timeOffset: 0,
    expectedBlocks: 1,
  })
  tx = (txid: string): Transaction | null => this.mempool.get(txid) ?? null
  txPosition = (txid: string): TxPosition | null => this.positions.get(txid) ?? null
  trackingInfo = (txid: string): TxTrackingInfo | null => this.tracking.get(txid) ?? null
  rbfTree = (): null => null
  replacements = (): [] => []
  rbfSummary = (): [] => []
  projectedBlockTxs = (index: number): ReturnType<HubNetwork['projectedBlockTxs']> => ({
    index,
    sequence: this.sequenceNumber,
    blockTransactions: this.projected[index] ?? [],
  })
  scriptPubKeyOf = (addr: string): string | null => this.scripts.get(addr) ?? null

  onMempoolUpdate = (l: Listener<MempoolUpdateEvent>): (() => void) =>
    this.listen(this.mempoolListeners, l)
  onBlock = (l: Listener<BlockEvent>): (() => void) => this.listen(this.blockListeners, l)
  onStatistic = (l: Listener<OptimizedStatistic>): (() => void) =>
    this.listen(this.statListeners, l)
  onConversions = (l: Listener<Conversions>): (() => void) => this.listen(this.priceListeners, l)

  emitStatistic(sample: OptimizedStatistic): void {
    for (const l of this.statListeners) l(sample)
  }

  emitConversions(conversions: Conversions): void {
    for (const l of this.priceListeners) l(conversions)
  }

  private listen<T>(list: Listener<T>[], l: Listener<T>): () => void {
    list.push(l)
    return () => list.splice(list.indexOf(l), 1)
  }

  private stats(): Pick<
    MempoolUpdateEvent,
    'mempoolInfo' | 'vBytesPerSecond' | 'fees' | 'da' | 'mempoolBlocks'
  > {
    return {
      mempoolInfo: this.mempoolInfo(),
      vBytesPerSecond: this.vBytesPerSecond(),
      fees: this.preciseFees(),
      da: this.difficultyAdjustment(),
      mempoolBlocks: this.mempoolBlocks(),
    }
  }

  emitMempoolUpdate(change: Partial<MempoolUpdateEvent> = {}): MempoolUpdateEvent {
    this.sequenceNumber++
    const event: MempoolUpdateEvent = {
      ...this.stats(),
      network: 'mainnet',
      sequence: this.sequenceNumber,
      added: [],
      removed: [],
      replaced: [],
      spent: new Map(),
      transactions: [],
      rbfChanged: false,
      rbfTouched: [],
      projected: [],
      byAddress: new Map(),
      byScriptPubKey: new Map(),
      ...change,
    }
    for (const l of this.mempoolListeners) l(event)
    return event
  }

  emitBlock(change: Partial<BlockEvent> = {}): BlockEvent {
    this.sequenceNumber++
    const block = fakeBlock(this.tipHeight() + 1)
    this.chain.push(block)
    const event: BlockEvent = {
      ...this.stats(),
      network: 'mainnet',
      sequence: this.sequenceNumber,
      block,
      txids: [],
      replaced: [],
      projected: [],
      byAddress: new Map(),
      byScriptPubKey: new Map(),
      ...change,
    }
    for (const l of this.blockListeners) l(event)
    return event
  }
}
