// Stories only: a client on the core's in-memory socket pair that plays a chain clock's last hours — sixteen
// mined blocks spread over the last two hours (the newest eight on the socket, the rest from the REST page
// `/api/v1/blocks/{height}`), four projected blocks whose transactions come from the projected block's seeded
// generator, and the mempool figures the corner stats read. Times are relative to when the story opens, so the
// dial always has arcs.
import { createClient, createTestPair } from '../../core'
import type { BlockExtended, MempoolClient } from '../../core'
import { storyTransactions } from '../projected-block/story-client'

export interface StoryClock {
  network?: string
  /** Projected blocks the server announces. */
  projected?: number
}

const TIP_HEIGHT = 900_000
/** How long ago each block was found, newest first, in minutes (irregular, like real blocks). */
const MINUTES_AGO = [3, 11, 19, 24, 36, 44, 52, 58, 67, 75, 83, 96, 104, 112, 125, 133]
/** The socket's `blocks` frame carries this many (the core keeps 8). */
const SOCKET_BLOCKS = 8
/** `/api/v1/blocks/{height}` answers this many, from `height` down. */
const REST_PAGE = 15

function storyBlock(height: number, nowS: number): BlockExtended {
  const age = TIP_HEIGHT - height
  const minutes = MINUTES_AGO[age] ?? 133 + (age - 15) * 10
  const weight = 3_990_000 - ((age * 397_000) % 1_600_000)
  const txCount = 2_400 + ((age * 733) % 2_100)
  return {
    id: height.toString(16).padStart(64, '0'),
    height,
    version: 0x20000000,
    timestamp: nowS - minutes * 60,
    bits: 0x17030ecd,
    nonce: height * 7,
    difficulty: 110_000_000_000_000,
    merkle_root: '00'.repeat(32),
    tx_count: txCount,
    size: Math.round(weight / 2.6),
    weight,
    previousblockhash: (height - 1).toString(16).padStart(64, '0'),
    mediantime: nowS - (minutes + 60) * 60,
    extras: {
      reward: 312_500_000 + txCount * 2_000,
      totalFees: txCount * 2_000,
      medianFee: 4 + (age % 5),
      feeRange: [1, 2, 3, 5, 8, 13, 60],
    },
  }
}

const storyPrices = (nowS: number) => ({
  time: nowS,
  USD: 97_250,
  EUR: 89_400,
  GBP: 76_100,
  CAD: 133_000,
  CHF: 85_200,
  AUD: 148_900,
  JPY: 14_700_000,
})

function liveFrames(nowS: number, projected: number): object[] {
  const blocks = Array.from({ length: SOCKET_BLOCKS }, (_, i) =>
    storyBlock(TIP_HEIGHT - SOCKET_BLOCKS + 1 + i, nowS),
  ) // oldest first, as the server sends them
  const mempoolBlocks = Array.from({ length: projected }, (_, index) => ({
    blockSize: 1_500_000,
    blockVSize: 997_000,
    nTx: 1800,
    totalFees: 9_000_000 / (index + 1),
    medianFee: 12 / (index + 1),
    feeRange: [2, 4, 6, 8, 12, 20, 40].map((rate) => rate / (index + 1)),
  }))
  return [
    { blocks },
    { 'mempool-blocks': mempoolBlocks },
    {
      mempoolInfo: {
        loaded: true,
        size: 42_318,
        bytes: 31_200_000,
        usage: 182_400_000,
        total_fee: 1.27,
        maxmempool: 300_000_000,
        mempoolminfee: 0.00001,
        minrelaytxfee: 0.00001,
      },
    },
    { vBytesPerSecond: 1_650 },
    { fees: { fastestFee: 12, halfHourFee: 9, hourFee: 6, economyFee: 3, minimumFee: 1 } },
    { conversions: storyPrices(nowS) },
  ]
}

/** The REST side: the block pages the clock asks for to fill its sixteen, and the prices of the init snapshot
 * (the price store loads after the socket's first frames went by). */
function storyFetch(nowS: number) {
  return (input: RequestInfo | URL): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input)
    const path = new URL(url).pathname
    if (path.endsWith('/api/v1/init-data'))
      return Promise.resolve(Response.json({ conversions: storyPrices(nowS) }))
    const page = /\/api\/v1\/blocks\/(\d+)$/.exec(path)
    if (!page?.[1]) return Promise.resolve(new Response('not in this story', { status: 404 }))
    const from = Math.min(Number(page[1]), TIP_HEIGHT)
    const blocks = Array.from({ length: REST_PAGE }, (_, i) => storyBlock(from - i, nowS))
    return Promise.resolve(Response.json(blocks))
  }
}

export function createClockStoryClient({
  network = 'mainnet',
  projected = 4,
}: StoryClock = {}): MempoolClient {
  const nowS = Math.floor(Date.now() / 1000)
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
        for (const frame of liveFrames(nowS, projected)) server.push(frame)
      if (index !== undefined && index >= 0 && index < projected) {
        sequence += 1
        const blockTransactions = storyTransactions(index)
        server.push({ 'projected-block-transactions': { index, sequence, blockTransactions } })
      }
    })
  }
  return createClient({
    api: 'https://story.invalid',
    network,
    WebSocket: pair.WebSocket,
    fetch: storyFetch(nowS),
    visibility: null,
    online: null,
  })
}
