// Incremental template engine: the mempool graph, its ancestor sums and its ancestor-score order live in typed
// arrays between builds, so an update only re-sorts what changed before the selection runs again.
import { Assembler } from './assembler'
import { MempoolGraph } from './graph'
import { DEFAULT_PROJECTED_BLOCKS } from './types'
import type { BuildOptions, ProjectedBlock, TemplateTx } from './types'

export class TemplateEngine {
  private readonly graph = new MempoolGraph()
  private readonly assembler: Assembler
  private readonly blockCount: number
  private cached: { version: number; blocks: ProjectedBlock[] } | undefined

  constructor(options: BuildOptions = {}) {
    this.blockCount = options.blocks ?? DEFAULT_PROJECTED_BLOCKS
    this.assembler = new Assembler(this.graph, options.packageOrder)
    if (!Number.isInteger(this.blockCount) || this.blockCount < 1)
      throw new Error('blocks must be a positive integer')
  }

  /**
   * Adds txs. Parents may be in the same batch; a parent not in the mempool counts as confirmed until it arrives
   * (a reorg returning mined txs), when the two are linked.
   */
  add(txs: readonly TemplateTx[]): void {
    this.graph.add(txs)
    // buffers grow with the mempool here, not in the next build (at most log₁.₅ n times)
    this.assembler.reserve()
  }

  /**
   * Removes exactly these txids (mined or evicted); children that stay lose them from their ancestor sums and are
   * linked again if they return. Returns the txids removed.
   */
  remove(txids: readonly string[]): string[] {
    return this.graph.remove(txids)
  }

  /** In-mempool descendants of a tx (not including it), e.g. to evict a replaced tx with everything spending it. */
  descendantsOf(txid: string): string[] {
    const id = this.graph.idOf.get(txid)
    if (id === undefined) return []
    const out: string[] = []
    this.graph.forEachDescendant(id, (d) => out.push(this.graph.txid[d]!))
    return out
  }

  has(txid: string): boolean {
    return this.graph.has(txid)
  }

  /** Changes on every add/remove that changed something; build() recomputes only when it moved. */
  get version(): number {
    return this.graph.version
  }

  /** Number of txs in the engine's mempool. */
  get size(): number {
    return this.graph.count
  }

  /** Projected blocks 0…n−1 in template order; the last one holds every remaining tx. Cached until the next change. */
  build(): ProjectedBlock[] {
    const version = this.graph.version
    if (this.cached?.version === version) return this.cached.blocks
    const blocks = this.assembler.assemble(this.blockCount)
    this.cached = { version, blocks }
    return blocks
  }
}
