// Lookups over one event, built lazily once and shared by every client's tracking.
import type { Transaction } from '../../core/wire'
import type { BlockEvent, MempoolUpdateEvent } from './hub-network'

export type LiveEvent =
  ({ kind: 'mempool' } & MempoolUpdateEvent) | ({ kind: 'block' } & BlockEvent)

export class EventIndex {
  private mined?: Set<string>
  private replacements?: Map<string, string>
  private entries?: Map<string, Transaction>
  private touched?: Set<string>

  constructor(readonly event: LiveEvent) {}

  isMined(txid: string): boolean {
    if (this.event.kind !== 'block') return false
    this.mined ??= new Set(this.event.txids)
    return this.mined.has(txid)
  }

  /** The replacing txid if `txid` was replaced (or evicted by a conflict) in this event. */
  replacedBy(txid: string): string | undefined {
    this.replacements ??= new Map(this.event.replaced.map((r) => [r.replaced, r.by]))
    return this.replacements.get(txid)
  }

  /** The full tx if `txid` entered the mempool in this update. */
  entered(txid: string): Transaction | undefined {
    if (this.event.kind !== 'mempool') return undefined
    this.entries ??= new Map(this.event.added.map((t) => [t.txid, t]))
    return this.entries.get(txid)
  }

  /** True when the RBF tree containing `txid` changed in this update. */
  rbfTouched(txid: string): boolean {
    if (this.event.kind !== 'mempool') return false
    this.touched ??= new Set(this.event.rbfTouched)
    return this.touched.has(txid)
  }
}
