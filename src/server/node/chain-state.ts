// The best chain of one network in memory (headers, BlockExtended records, txid lists) backed by the store.
import type { BlockAudit, BlockExtended } from '../../core/wire'
import type { NetworkStore } from '../db/network-store'
import { type Header, parseHeader } from '../chain/header'
import { isRetargetHeight, RETARGET_INTERVAL, retargetBits } from '../chain/retarget'
import type { NetworkParams } from './params'

export interface ChainBlock {
  block: BlockExtended
  header: Header
  /** True when an audit was stored (read it with ChainState.audit: templates are large). */
  audited: boolean
}

export class ChainState {
  private readonly list: ChainBlock[] = []
  private readonly byHash = new Map<string, number>()
  private txidCache = new Map<number, string[]>()
  private store: NetworkStore | undefined

  constructor(
    readonly params: NetworkParams,
    readonly intervalS: number,
  ) {}

  get length(): number {
    return this.list.length
  }
  get tipHeight(): number {
    return this.params.startHeight + this.list.length - 1
  }
  tip(): ChainBlock | undefined {
    return this.list[this.list.length - 1]
  }
  at(height: number): ChainBlock | undefined {
    return this.list[height - this.params.startHeight]
  }
  heightOf(hash: string): number | undefined {
    return this.byHash.get(hash)
  }
  byHashOrNull(hash: string): ChainBlock | undefined {
    const h = this.byHash.get(hash)
    return h === undefined ? undefined : this.at(h)
  }
  /** Txids in block order, read from the store (kept out of memory: a long run has millions). */
  txids(height: number): string[] {
    let ids = this.txidCache.get(height)
    if (!ids) {
      if (!this.at(height) || !this.store) return []
      ids = this.store.blockTxids(height)
      if (this.txidCache.size > 64) this.txidCache = new Map()
      this.txidCache.set(height, ids)
    }
    return ids
  }

  push(b: ChainBlock): void {
    this.list.push(b)
    this.byHash.set(b.block.id, b.block.height)
  }

  private auditCache = new Map<number, BlockAudit | null>()

  /** The block's audit, read from the store (a few cached). */
  audit(height: number): BlockAudit | null {
    if (!this.at(height)?.audited || !this.store) return null
    let audit = this.auditCache.get(height)
    if (audit === undefined) {
      audit = this.store.blockAudit(height)
      if (this.auditCache.size > 16) this.auditCache = new Map()
      this.auditCache.set(height, audit)
    }
    return audit
  }

  /** Where txid lists are read from. */
  attach(store: NetworkStore): void {
    this.store = store
  }

  loadFrom(store: NetworkStore): void {
    this.attach(store)
    for (const row of store.allBlocks()) {
      this.push({
        block: JSON.parse(row.extras) as BlockExtended,
        header: parseHeader(row.header),
        audited: row.audited === 1,
      })
    }
  }

  /** nBits for the next block (retarget every 2,016 blocks against the simulated interval). */
  nextBits(): number {
    const next = this.tipHeight + 1
    const tip = this.tip()
    if (!tip) return this.params.startBits
    if (!isRetargetHeight(next)) return tip.header.bits
    const first = this.at(next - RETARGET_INTERVAL)
    if (!first) return tip.header.bits
    return retargetBits(tip.header.bits, first.header.time, tip.header.time, this.intervalS)
  }

  /** Median of the last 11 block times (unix s), or `fallback` for the first block. */
  medianTimePast(fallback: number): number {
    const times: number[] = []
    for (let i = Math.max(0, this.list.length - 11); i < this.list.length; i++)
      times.push((this.list[i] as ChainBlock).header.time)
    if (times.length === 0) return fallback
    times.sort((a, b) => a - b)
    return times[Math.floor(times.length / 2)] as number
  }

  /** Descending from `start` (inclusive). */
  range(start: number, count: number): ChainBlock[] {
    const out: ChainBlock[] = []
    for (let h = start; h > start - count; h--) {
      const b = this.at(h)
      if (!b) break
      out.push(b)
    }
    return out
  }
}
