// A hand-made chain and mempool for bench/72-clock.ts (no recorded data): blocks every ten minutes on the
// page's fake clock, mempool updates that change every figure, and projected block 0 as a list of
// numbered transactions that turns over by deltas. The bench plays the server: it answers the page's
// socket commands and REST reads from this feed.
import type { BlockExtended, MempoolBlock, TransactionCompressed } from '../../src/core'

const hex64 = (n: number, salt: number): string =>
  (n * 2_654_435_761 + salt * 97).toString(16).padStart(64, '0').slice(-64)

function makeBlock(height: number, timestampS: number): BlockExtended {
  return {
    id: hex64(height, 1),
    height,
    version: 0x20000000,
    timestamp: timestampS,
    bits: 386_000_000,
    nonce: height,
    difficulty: 110_000_000_000_000,
    merkle_root: hex64(height, 2),
    tx_count: 2_000 + (height % 7) * 211,
    size: 1_500_000 + (height % 5) * 50_000,
    weight: 3_000_000 + (height % 4) * 250_000,
    previousblockhash: hex64(height - 1, 1),
    mediantime: timestampS - 3_000,
    stale: false,
    extras: {
      reward: 315_000_000,
      totalFees: 2_500_000 + height,
      medianFee: 4.5,
      feeRange: [1, 2, 3, 4.5, 6, 9, 120],
      avgFee: 1_800,
      avgFeeRate: 5,
      pool: { id: 7, name: 'Bench Pool', slug: 'benchpool' },
    },
  }
}

const mempoolBlocks = (step: number): MempoolBlock[] =>
  Array.from({ length: 8 }, (_, index) => ({
    blockSize: 1_600_000 + index * 10_000 + (step % 97),
    blockVSize: 997_000 + index * 100,
    nTx: 3_000 + index * 100 + (step % 50),
    totalFees: 9_000_000 - index * 500_000,
    medianFee: 12 - index,
    feeRange: [12 - index, 13 - index, 14 - index, 15 - index, 16 - index, 20 - index, 200],
  }))

const tx = (n: number, timeS: number): TransactionCompressed => {
  const vsize = 140 + (n % 9) * 40
  const rate = 2 + ((n * 7919) % 400) / 10
  return [hex64(n, 7), Math.round(vsize * rate), vsize, 50_000 + n, rate, 0, timeS]
}

/** Transactions in projected block 0, and how many leave and arrive per mempool update. */
const PROJECTED_TXS = 2_000
const TURNOVER = 40

export class ClockFeed {
  /** Every block so far, ascending. */
  private readonly chain: BlockExtended[] = []
  private step = 0
  private nextTx = 0
  private projected: number[] = []
  private sequence = 0

  /** A chain of `count` blocks, one every ten minutes, the last found `lastAgoS` before `nowS`. */
  constructor(nowS: number, count = 16, lastAgoS = 180) {
    const first = 870_000
    for (let i = 0; i < count; i++)
      this.chain.push(makeBlock(first + i, nowS - lastAgoS - (count - 1 - i) * 600))
    this.refill()
  }

  get tip(): BlockExtended {
    return this.chain[this.chain.length - 1] as BlockExtended
  }

  /** The reply to `{"action":"init"}` and GET /api/v1/init-data. */
  init(): object {
    return {
      ...this.figures(),
      blocks: this.chain.slice(-8),
      conversions: { time: this.tip.timestamp, USD: 69_880, EUR: 64_823 },
      loadingIndicators: {},
      backend: 'esplora',
    }
  }

  /** GET /api/v1/blocks[/height]: up to 15 blocks from `height` (default the tip) down. */
  blocksFrom(height = this.tip.height): BlockExtended[] {
    return this.chain
      .filter((block) => block.height <= height)
      .slice(-15)
      .reverse()
  }

  /** A mempool update: new projected figures and stats; `delta` also for the tracked projected block. */
  mempoolUpdate(nowS: number, tracked: boolean): object[] {
    this.step++
    const removed = this.projected.splice(0, TURNOVER)
    const added = Array.from({ length: TURNOVER }, () => this.nextTx++)
    this.projected.push(...added)
    const frames: object[] = [this.figures()]
    if (tracked)
      frames.push({
        'projected-block-transactions': {
          index: 0,
          sequence: ++this.sequence,
          delta: {
            added: added.map((n) => tx(n, nowS)),
            removed: removed.map((n) => hex64(n, 7)),
            changed: [],
          },
        },
      })
    return frames
  }

  /** A new block found at `nowS`; projected block 0 starts over. */
  newBlock(nowS: number, tracked: boolean): object[] {
    const block = makeBlock(this.tip.height + 1, nowS)
    this.chain.push(block)
    this.refill()
    const frames: object[] = [{ block, ...this.figures() }]
    if (tracked) frames.push(this.projectedFull(nowS))
    return frames
  }

  /** The reply to `{"track-mempool-block": 0}`: the whole list. */
  projectedFull(nowS: number): object {
    return {
      'projected-block-transactions': {
        index: 0,
        sequence: ++this.sequence,
        blockTransactions: this.projected.map((n) => tx(n, nowS)),
      },
    }
  }

  private refill(): void {
    this.projected = Array.from({ length: PROJECTED_TXS }, () => this.nextTx++)
  }

  private figures(): object {
    return {
      'mempool-blocks': mempoolBlocks(this.step),
      mempoolInfo: {
        loaded: true,
        size: 112_686 + this.step,
        bytes: 175_691_391,
        usage: 856_780_672 + this.step,
        total_fee: 5.1,
        maxmempool: 3_000_000_000,
        mempoolminfee: 0.00001,
        minrelaytxfee: 0.00001,
      },
      vBytesPerSecond: 1_540 + (this.step % 30),
      fees: { fastestFee: 23, halfHourFee: 17, hourFee: 11, economyFee: 4, minimumFee: 2 },
    }
  }
}
