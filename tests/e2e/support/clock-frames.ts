// Hand-made wire values for the clock's browser tests (no recorded data): blocks with chosen heights and
// times, projected blocks, mempool figures and prices, and a projected block-0 transaction list that moves
// by small deltas. Every figure is made here, so a test can say exactly what the clock must show.
import type {
  BlockExtended,
  Conversions,
  MempoolBlock,
  MempoolInfo,
  RecommendedFees,
  TransactionCompressed,
} from '../../../src/core'

/** A 64-hex id from a number (block hashes and txids alike). */
export const hexId = (n: number, salt = 0): string =>
  (n * 2_654_435_761 + salt).toString(16).padStart(64, '0').slice(-64)

/** A mined block at `height` found at `timestampS`; size, weight and tx count follow the height. */
export function makeBlock(height: number, timestampS: number): BlockExtended {
  const txCount = 1_000 + (height % 7) * 311
  return {
    id: hexId(height, 1),
    height,
    version: 0x20000000,
    timestamp: timestampS,
    bits: 386_000_000,
    nonce: height * 13,
    difficulty: 110_000_000_000_000,
    merkle_root: hexId(height, 2),
    tx_count: txCount,
    size: 1_500_000 + (height % 5) * 50_000,
    weight: 3_000_000 + (height % 4) * 250_000,
    previousblockhash: hexId(height - 1, 1),
    mediantime: timestampS - 3_000,
    stale: false,
    extras: {
      reward: 315_000_000,
      totalFees: 2_500_000 + height,
      medianFee: 4.5,
      feeRange: [1, 2, 3, 4.5, 6, 9, 120],
      avgFee: 1_800,
      avgFeeRate: 5,
      pool: { id: 43, name: 'Clock Test Pool', slug: 'clocktestpool' },
      // the weight of a real block's extras, so a kept-forever block list would show on the heap
      coinbaseRaw: hexId(height, 3).repeat(4),
      coinbaseSignatureAscii: `clock test block ${height}`.padEnd(200, '.'),
    },
  }
}

/** Blocks `first`…`first + times.length - 1`, ascending, found at the given unix seconds. */
export const makeChain = (first: number, timesS: readonly number[]): BlockExtended[] =>
  timesS.map((time, i) => makeBlock(first + i, time))

/** Eight projected blocks; `step` nudges the figures so every update differs from the last. */
export function makeMempoolBlocks(step: number): MempoolBlock[] {
  return Array.from({ length: 8 }, (_, index) => ({
    blockSize: 1_600_000 + index * 10_000 + (step % 97),
    blockVSize: 997_000 + index * 100,
    nTx: 3_000 + index * 100 + (step % 50),
    totalFees: 9_000_000 - index * 500_000,
    medianFee: 12 - index,
    feeRange: [12 - index, 13 - index, 14 - index, 15 - index, 16 - index, 20 - index, 200],
  }))
}

/** The mempool's figures at update `step`: 98,412 txs at step 0, one more per step. */
export function makeMempoolInfo(step: number): MempoolInfo {
  return {
    loaded: true,
    size: 98_412 + step,
    bytes: 151_208_377,
    usage: 702_114_560,
    total_fee: 5.1,
    maxmempool: 3_000_000_000,
    mempoolminfee: 0.00001,
    minrelaytxfee: 0.00001,
  }
}

export const CLOCK_FEES: RecommendedFees = {
  fastestFee: 23,
  halfHourFee: 17,
  hourFee: 11,
  economyFee: 4,
  minimumFee: 2,
}

export const CLOCK_PRICES: Conversions = {
  time: 1_768_473_600,
  USD: 71_240,
  EUR: 65_310,
  GBP: 56_020,
  CAD: 97_400,
  CHF: 63_900,
  AUD: 109_800,
  JPY: 10_880_000,
}

/** One projected transaction, numbered; its fee rate falls with the number so order is stable. */
export function makeTx(n: number, timeS: number): TransactionCompressed {
  const vsize = 140 + (n % 9) * 40
  const rate = 2 + ((n * 7919) % 400) / 10
  return [hexId(n, 7), Math.round(vsize * rate), vsize, 50_000 + n, rate, 0, timeS]
}
