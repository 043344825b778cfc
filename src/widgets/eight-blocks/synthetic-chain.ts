// A made-up chain for the tests and stories: blocks with a pool and a timestamp, stripped transactions per
// block, and a fetch that answers the REST calls the widget makes as a mempool backend would.
import type { BlockExtended, TransactionClassified } from '../../core'

export interface SyntheticChain {
  oldest: number
  tip: number
  /** Transactions per block. */
  txCount: number
  /** Summary requests that fail (by hash). */
  failing?: ReadonlySet<string>
}

export const hashOf = (height: number): string => height.toString(16).padStart(64, '0')

const POOLS = ['Foundry USA', 'AntPool', 'ViaBTC', undefined] as const

export function syntheticBlock(height: number, txCount: number): BlockExtended {
  const pool = POOLS[height % POOLS.length]
  return {
    id: hashOf(height),
    height,
    timestamp: 1_700_000_000 + height * 600,
    tx_count: txCount,
    extras: pool ? { pool: { id: 1, name: pool, slug: pool.toLowerCase() } } : {},
  } as BlockExtended
}

export function syntheticSummary(height: number, count: number): TransactionClassified[] {
  return Array.from({ length: count }, (_, i) => {
    const vsize = 140 + ((height * 31 + i * 97) % 900)
    const rate = 1 + ((height + i * 7) % 60)
    return {
      txid: `${height.toString(16).padStart(8, '0')}${i.toString(16).padStart(56, '0')}`,
      fee: Math.round(vsize * rate),
      vsize,
      value: 10_000 + i,
      rate,
      flags: 0,
    }
  })
}

/** Answers `/api/v1/blocks[/h]`, `/api/blocks/tip/height` and `/api/v1/block/{hash}/summary`; records paths. */
export function syntheticFetch(chain: SyntheticChain, paths: string[] = []): typeof fetch {
  return async (input) => {
    const path = new URL(String(input)).pathname
    paths.push(path)
    const json = (value: unknown): Response => new Response(JSON.stringify(value))
    if (path === '/api/blocks/tip/height') return new Response(String(chain.tip))
    const page = /^\/api\/v1\/blocks(?:\/(\d+))?$/.exec(path)
    if (page) {
      const start = page[1] === undefined ? chain.tip : Number(page[1])
      const size = Math.max(0, 15 - Math.max(0, start - chain.tip))
      const blocks: BlockExtended[] = []
      for (let h = Math.min(start, chain.tip); h >= chain.oldest && blocks.length < size; h--)
        blocks.push(syntheticBlock(h, chain.txCount))
      return json(blocks)
    }
    const summary = /^\/api\/v1\/block\/([0-9a-f]{64})\/summary$/.exec(path)
    if (summary?.[1]) {
      const height = Number.parseInt(summary[1], 16)
      if (chain.failing?.has(summary[1]) || height < chain.oldest || height > chain.tip)
        return new Response('Block not found', { status: 404 })
      return json(syntheticSummary(height, chain.txCount))
    }
    return new Response('Not found', { status: 404 })
  }
}
