// A hand-made, mainnet-like init frame (reference §1.4.1) for widget browser tests that must run without the
// recorded data (CI has none): the latest 8 blocks ending at a chosen tip, mined minutes before now, 8
// projected blocks, the mempool's figures, fees, the difficulty epoch and prices. Every figure is made here,
// so a test can compute what a widget must show from the frame alone.
import type { InitData } from '../../../src/core'
import { hexId, makeChain, makeMempoolBlocks } from './clock-frames'

export type InitFrame = Required<
  Pick<
    InitData,
    | 'backend'
    | 'mempoolInfo'
    | 'vBytesPerSecond'
    | 'blocks'
    | 'mempool-blocks'
    | 'fees'
    | 'da'
    | 'conversions'
    | 'loadingIndicators'
  >
>

const EPOCH_BLOCKS = 2_016
/** This epoch's average block interval, ms (a little faster than 10 minutes, as often on mainnet). */
const BLOCK_INTERVAL_MS = 588_000

/** The difficulty epoch as `da` sends it at `tipHeight`, `nowMs` (units as on the wire: see DifficultyAdjustment). */
function makeDifficulty(tipHeight: number, nowMs: number): InitFrame['da'] {
  const nextRetargetHeight = Math.ceil((tipHeight + 1) / EPOCH_BLOCKS) * EPOCH_BLOCKS
  const remainingBlocks = nextRetargetHeight - tipHeight
  const done = EPOCH_BLOCKS - remainingBlocks
  const remainingTime = remainingBlocks * BLOCK_INTERVAL_MS
  return {
    progressPercent: (done / EPOCH_BLOCKS) * 100,
    difficultyChange: (600_000 / BLOCK_INTERVAL_MS - 1) * 100,
    estimatedRetargetDate: nowMs + remainingTime,
    remainingBlocks,
    remainingTime,
    previousRetarget: -1.37,
    previousTime: Math.round((nowMs - done * BLOCK_INTERVAL_MS) / 1000),
    nextRetargetHeight,
    timeAvg: BLOCK_INTERVAL_MS,
    adjustedTimeAvg: BLOCK_INTERVAL_MS,
    timeOffset: 0,
    expectedBlocks: (done * BLOCK_INTERVAL_MS) / 600_000,
  }
}

/**
 * An init frame whose tip is `tipHeight`, found 7 minutes before `nowMs`, the 7 blocks before it about 10
 * minutes apart; 8 full projected blocks (the footer's size sums them).
 */
export function makeInitFrame(tipHeight = 874_321, nowMs = Date.now()): InitFrame {
  const tipS = Math.floor(nowMs / 1000) - 7 * 60
  const timesS = Array.from({ length: 8 }, (_, i) => tipS - (7 - i) * 601 + (i % 3) * 37)
  const blocks = makeChain(tipHeight - 7, timesS).map((block, i) => ({
    ...block,
    extras: {
      ...block.extras,
      pool: { id: 100 + i, name: `Hand-made Pool ${i + 1}`, slug: `handmadepool${i + 1}` },
      coinbaseRaw: hexId(block.height, 5).slice(0, 40),
      coinbaseSignatureAscii: `hand-made block ${block.height}`,
    },
  }))
  return {
    backend: 'esplora',
    mempoolInfo: {
      loaded: true,
      size: 48_293,
      bytes: 41_530_617,
      usage: 243_110_896,
      total_fee: 1.84,
      maxmempool: 300_000_000,
      mempoolminfee: 0.00001,
      minrelaytxfee: 0.00001,
      incrementalrelayfee: 0.00001,
    },
    vBytesPerSecond: 1_873,
    blocks,
    'mempool-blocks': makeMempoolBlocks(0),
    fees: { fastestFee: 6, halfHourFee: 5, hourFee: 4, economyFee: 2, minimumFee: 1 },
    da: makeDifficulty(tipHeight, nowMs),
    conversions: {
      time: Math.floor(nowMs / 1000),
      USD: 97_130,
      EUR: 92_410,
      GBP: 77_260,
      CAD: 136_900,
      CHF: 86_540,
      AUD: 151_020,
      JPY: 14_870_000,
    },
    loadingIndicators: {},
  }
}
