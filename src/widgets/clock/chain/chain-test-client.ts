// A client with plain atoms for the clockchain's unit tests: the stores it reads, and a REST stand-in that
// answers `/api/v1/blocks/{height}` with 15 blocks down from that height and records every path asked.
import { atom } from 'nanostores'
import { vi } from 'vitest'
import type {
  Block,
  BlockExtended,
  MempoolBlockWithIndex,
  MempoolClient,
  RestRequest,
} from '../../../core'

export const chainBlock = (height: number, id = `b${height}`): BlockExtended =>
  ({
    id,
    height,
    timestamp: 1_711_855_000 - (1000 - (height % 1000)) * 600,
    tx_count: 3000 + (height % 10),
    size: 1_500_000,
    weight: 3_000_000,
  }) as BlockExtended

export const liveRun = (tip: number, count = 8): BlockExtended[] =>
  Array.from({ length: count }, (_, i) => chainBlock(tip - i))

export const projectedTile = (index: number, medianFee: number): MempoolBlockWithIndex => ({
  blockSize: 1_600_000,
  blockVSize: 997_000,
  nTx: 4000 - index,
  totalFees: 9_000_000,
  medianFee,
  feeRange: [medianFee - 1, medianFee, medianFee + 1, 300],
  index,
  height: 1000 + index,
})

export function fakeChainClient(network = 'mainnet') {
  const stores = {
    $blocks: atom<BlockExtended[]>([]),
    $mempoolBlocks: atom<MempoolBlockWithIndex[]>([]),
    $apiTrouble: atom(false),
  }
  const requests: string[] = []
  const rest = {
    request: vi.fn(async (req: RestRequest): Promise<Block[]> => {
      requests.push(req.path)
      const top = Number(req.path.split('/').pop())
      return Array.from({ length: 15 }, (_, i) => chainBlock(top - i))
    }),
  }
  const client = { api: 'https://example.test', network, stores, rest } as unknown as MempoolClient
  return { client, stores, requests, rest }
}
