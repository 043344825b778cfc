// Stories only: a client on the core's in-memory socket pair that plays a small mempool — a tip, N projected
// blocks, and a generated full list for each `track-mempool-block` (no recorded projected-block frames
// exist). Transactions come from a seeded generator, so every story renders the same squares.
import { createClient, createTestPair, TX_FILTERS } from '../../core'
import type { MempoolClient, TransactionCompressed } from '../../core'

export interface StoryMempool {
  /** Projected blocks the server announces (0 = an empty mempool). */
  blocks: number
  /** False: tracking is never answered (the loading state). */
  answers?: boolean
}

/** A deterministic 0..1 sequence (LCG), one per block index. */
function random(seed: number): () => number {
  let state = seed * 2_654_435_761 + 1
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

// A few flag sets, so the goggles have something to filter.
const FLAG_SETS = [
  TX_FILTERS.rbf.flag | TX_FILTERS.p2wpkh.flag,
  TX_FILTERS.no_rbf.flag | TX_FILTERS.p2tr.flag,
  TX_FILTERS.rbf.flag | TX_FILTERS.p2tr.flag | TX_FILTERS.op_return.flag,
].map(Number)

/** About a block's worth of transactions, fee rates falling with the index (template order). */
export function storyTransactions(index: number, count = 1800): TransactionCompressed[] {
  const next = random(index + 1)
  const txs: TransactionCompressed[] = []
  for (let i = 0; i < count; i += 1) {
    const vsize = Math.round(110 + next() ** 6 * 3000) // ≈ 540 vB mean: 1,800 txs ≈ one block
    const rate = Math.round((40 / (index + 1)) * (1 - i / count) * 100 + next() * 200) / 100 + 1
    const txid = (index * 100_000 + i).toString(16).padStart(64, 'a')
    txs.push([
      txid,
      Math.round(rate * vsize),
      vsize,
      50_000,
      rate,
      FLAG_SETS[i % FLAG_SETS.length] ?? 0,
      0,
    ])
  }
  return txs
}

const tipHeight = 900_000

function framesFor(blocks: number): object[] {
  const block = { id: '00'.repeat(32), height: tipHeight, timestamp: 1_700_000_000, tx_count: 3000 }
  const mempoolBlocks = Array.from({ length: blocks }, () => ({
    blockSize: 1_500_000,
    blockVSize: 997_000,
    nTx: 1800,
    totalFees: 9_000_000,
    medianFee: 8,
    feeRange: [2, 4, 6, 8, 12, 20, 40],
  }))
  return [{ blocks: [block] }, { 'mempool-blocks': mempoolBlocks }]
}

export function createStoryClient({ blocks, answers = true }: StoryMempool): MempoolClient {
  const pair = createTestPair()
  const { server } = pair
  const receive = server.receive.bind(server)
  let sequence = 1000
  server.receive = (socket, data) => {
    receive(socket, data)
    const command = JSON.parse(data) as { action?: string; 'track-mempool-block'?: number }
    const index = command['track-mempool-block']
    queueMicrotask(() => {
      if (!server.isOpen) return
      if (command.action === 'init' || command.action === 'want')
        for (const frame of framesFor(blocks)) server.push(frame)
      if (answers && index !== undefined && index >= 0 && index < blocks) {
        sequence += 1
        const blockTransactions = storyTransactions(index)
        server.push({ 'projected-block-transactions': { index, sequence, blockTransactions } })
      }
    })
  }
  return createClient({
    api: 'https://story.invalid',
    WebSocket: pair.WebSocket,
    fetch: () => Promise.reject(new Error('this story has no REST server')),
    visibility: null,
    online: null,
  })
}
