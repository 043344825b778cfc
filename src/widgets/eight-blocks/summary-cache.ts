// The stripped transactions of the blocks on show, by block hash (spec §4 "Eight-blocks display"): each
// block's are fetched once, while it stays in the list; a block that leaves the list leaves the cache.
import type { GraphTx } from '../block-graph/graph-types'

export type SummaryFetcher = (hash: string) => Promise<readonly GraphTx[]>

/** A block's transactions, or the error that kept them from loading. */
export type SummaryResult = { txs: readonly GraphTx[] } | { error: unknown }

export class SummaryCache {
  // Promises, so a block asked for again while its request runs shares that request.
  private readonly entries = new Map<string, Promise<readonly GraphTx[]>>()

  constructor(private readonly fetchSummary: SummaryFetcher) {}

  /**
   * Drops every block not in `hashes`, starts a request for each block of `hashes` not cached yet and
   * resolves when all of them have settled, with one result per hash in the same order. A failed block is
   * not kept, so the next list asks for it again.
   */
  async load(hashes: readonly string[]): Promise<SummaryResult[]> {
    const wanted = new Set(hashes)
    for (const hash of this.entries.keys()) if (!wanted.has(hash)) this.entries.delete(hash)
    const pending = hashes.map((hash) => this.entry(hash))
    const settled = await Promise.allSettled(pending)
    return settled.map((result) =>
      result.status === 'fulfilled' ? { txs: result.value } : { error: result.reason },
    )
  }

  /** Hashes cached or being fetched. */
  cachedHashes(): string[] {
    return [...this.entries.keys()]
  }

  private entry(hash: string): Promise<readonly GraphTx[]> {
    const cached = this.entries.get(hash)
    if (cached) return cached
    const request = this.fetchSummary(hash)
    this.entries.set(hash, request)
    request.catch(() => {
      if (this.entries.get(hash) === request) this.entries.delete(hash)
    })
    return request
  }
}
