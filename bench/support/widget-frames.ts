// Frames for the widget benchmark: the recorded mainnet init frame when present (else a synthetic one of
// the same shape), and live updates derived from it: mempool-blocks + stats changes, then new blocks.
import { hasRecorded, readCypress } from '../../tests/fixtures/recorded'

interface Tile {
  blockSize: number
  blockVSize: number
  nTx: number
  totalFees: number
  medianFee: number
  feeRange: number[]
}
interface Block {
  id: string
  height: number
  timestamp: number
  tx_count: number
  size: number
  weight: number
  previousblockhash: string
  extras: {
    medianFee: number
    feeRange: number[]
    totalFees: number
    pool?: { id: number; name: string; slug: string }
  }
  [key: string]: unknown
}
export interface InitFrame {
  mempoolInfo: { size: number; bytes: number; usage: number; [key: string]: unknown }
  vBytesPerSecond: number
  'mempool-blocks': Tile[]
  blocks: Block[]
  [key: string]: unknown
}

const hex64 = (n: number): string => n.toString(16).padStart(64, '0')

/** A mainnet-shaped init frame: 8 mined blocks and 8 projected tiles with plausible figures. */
function syntheticInit(): InitFrame {
  const tip = 837_050
  const now = Math.floor(Date.now() / 1000)
  const blocks = Array.from({ length: 8 }, (_, i): Block => {
    const height = tip - 7 + i
    return {
      id: hex64(height * 7919),
      height,
      timestamp: now - (7 - i) * 600,
      tx_count: 2500 + i * 37,
      size: 1_600_000 + i * 31_000,
      weight: 3_990_000 + i,
      previousblockhash: hex64((height - 1) * 7919),
      extras: {
        medianFee: 8 + i,
        feeRange: [4, 6, 7, 8 + i, 12, 20, 180],
        totalFees: 12_000_000 + i * 100_000,
        pool: { id: 1 + i, name: `Pool ${i}`, slug: `pool-${i}` },
      },
    }
  })
  const tiles = Array.from({ length: 8 }, (_, i): Tile => ({
    blockSize: 1_700_000 - i * 10_000,
    blockVSize: i === 7 ? 6_500_000 : 997_000,
    nTx: 4000 - i * 200,
    totalFees: 9_000_000 - i * 800_000,
    medianFee: Math.max(1, 7 - i * 0.8),
    feeRange: [Math.max(1, 6 - i), 7 - i * 0.5, 8, 10, 40, 120, 300].map((f) => Math.max(1, f)),
  }))
  return {
    mempoolInfo: {
      loaded: true,
      size: 112_686,
      bytes: 175_691_391,
      usage: 856_780_672,
      maxmempool: 300_000_000,
    },
    vBytesPerSecond: 1_540,
    'mempool-blocks': tiles,
    blocks,
    transactions: [],
    loadingIndicators: {},
    fees: { fastestFee: 8, halfHourFee: 7, hourFee: 6, economyFee: 4, minimumFee: 2 },
  }
}

export const initSource: 'recorded' | 'synthetic' = hasRecorded ? 'recorded' : 'synthetic'

export function initFrame(): InitFrame {
  return hasRecorded ? readCypress<InitFrame>('mainnet_mempoolInfo.json') : syntheticInit()
}

/**
 * `count` live frames after `init`: every fifth carries a new block at tip + 1 (with its mempool-blocks),
 * the others change the projected tiles and the mempool stats as a mempool update does.
 */
export function liveFrames(init: InitFrame, count: number): object[] {
  const frames: object[] = []
  let tip = init.blocks.reduce((best, b) => (b.height > best.height ? b : best))
  for (let i = 1; i <= count; i++) {
    const tiles = init['mempool-blocks'].map((tile, t) => ({
      ...tile,
      nTx: tile.nTx + ((i * 13 + t * 7) % 50),
      blockSize: tile.blockSize + i * 100,
      medianFee: tile.medianFee * (1 + ((i + t) % 5) / 100),
    }))
    const stats = {
      mempoolInfo: {
        ...init.mempoolInfo,
        size: init.mempoolInfo.size + i * 17,
        bytes: init.mempoolInfo.bytes + i * 9000,
      },
      vBytesPerSecond: init.vBytesPerSecond + ((i * 37) % 400),
    }
    if (i % 5 === 0) {
      const block: Block = {
        ...tip,
        id: hex64(tip.height * 7919 + 1),
        height: tip.height + 1,
        previousblockhash: tip.id,
        timestamp: tip.timestamp + 600,
        tx_count: 3000 + i,
      }
      tip = block
      frames.push({ block, 'mempool-blocks': tiles, ...stats })
    } else frames.push({ 'mempool-blocks': tiles, ...stats })
  }
  return frames
}
