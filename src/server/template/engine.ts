// Incremental template engine: keeps the mempool graph and ancestor sums in typed arrays between builds.
import type { BuildOptions, ProjectedBlock, TemplateTx } from './types'

export class TemplateEngine {
  constructor(_options: BuildOptions = {}) {}
  /** Adds txs (parents may be in the same batch; unknown parents count as confirmed). */
  add(_txs: readonly TemplateTx[]): void {
    throw new Error('TemplateEngine.add: not implemented yet')
  }
  /** Removes exactly these txids (mined or evicted); their remaining children keep their other parents. Returns the txids actually removed. */
  remove(_txids: readonly string[]): string[] {
    throw new Error('TemplateEngine.remove: not implemented yet')
  }
  /** In-mempool descendants of a tx (not including it), e.g. to evict a replaced tx with its descendants. */
  descendantsOf(_txid: string): string[] {
    throw new Error('TemplateEngine.descendantsOf: not implemented yet')
  }
  has(_txid: string): boolean {
    throw new Error('TemplateEngine.has: not implemented yet')
  }
  get size(): number {
    return 0
  }
  /** Projected blocks 0..n−1; the last one holds every remaining tx. */
  build(): ProjectedBlock[] {
    throw new Error('TemplateEngine.build: not implemented yet')
  }
}
