// The current state of one network as serialized parts: read lazily from the node, seeded from each event,
// and dropped when the next event arrives — so every value is encoded once per state.
import type { LiveEvent } from './event-index'
import { mempoolTransactionsOf, mempoolTxidsOf } from './firehose'
import type { HubNetwork } from './hub-network'
import { PartCache, frameOf, partOf } from './part-cache'
import type { EventParts } from './shared-parts'
import type { SnapshotKey } from './snapshot'

const INIT_KEYS: readonly SnapshotKey[] = [
  'mempoolInfo',
  'vBytesPerSecond',
  'blocks',
  'mempool-blocks',
  'transactions',
  'da',
  'fees',
]

export class NetworkParts implements EventParts {
  private readonly cache = new PartCache()
  private event: LiveEvent | undefined
  private projected: Map<number, string> | undefined

  constructor(private readonly network: HubNetwork) {}

  /** Starts a new state from an event's own values. */
  startEvent(event: LiveEvent): void {
    this.cache.clear()
    this.event = event
    this.projected = undefined
    this.cache.put('mempoolInfo', event.mempoolInfo)
    this.cache.put('vBytesPerSecond', event.vBytesPerSecond)
    this.cache.put('fees', event.fees)
    this.cache.put('da', event.da)
    this.cache.put('mempool-blocks', event.mempoolBlocks)
    if (event.kind === 'mempool') this.cache.put('transactions', event.transactions)
  }

  /** Forgets cached values (the state changed outside an event). */
  invalidate(): void {
    this.cache.clear()
    this.event = undefined
    this.projected = undefined
  }

  part(key: SnapshotKey): string | null {
    const n = this.network
    switch (key) {
      case 'blocks':
        return this.cache.message(key, () => n.blocks(n.tipHeight(), 8).reverse())
      case 'mempool-blocks':
        return this.cache.message(key, () => n.mempoolBlocks())
      case 'mempoolInfo':
        return this.cache.message(key, () => n.mempoolInfo())
      case 'vBytesPerSecond':
        return this.cache.message(key, () => n.vBytesPerSecond())
      case 'fees':
        return this.cache.message(key, () => n.preciseFees())
      case 'da':
        return this.cache.message(key, () => n.difficultyAdjustment())
      case 'transactions':
        return this.cache.message(key, () => n.latestTransactions())
    }
  }

  initFrame(): string | null {
    return this.cache.get('@init', () => {
      const init = this.network.initData() as Record<string, unknown>
      if (!Array.isArray(init['blocks']) || init['blocks'].length === 0) return null
      // Reuse the bytes of the parts we already have; the rest comes from the node's init payload.
      const parts: string[] = []
      for (const key of INIT_KEYS) {
        const part = this.part(key)
        if (part !== null) parts.push(part)
      }
      for (const [key, value] of Object.entries(init)) {
        if (value === undefined || value === null || (INIT_KEYS as readonly string[]).includes(key))
          continue
        parts.push(partOf(key, value))
      }
      return frameOf(parts)
    })
  }

  rbfLatestPart(fullRbfOnly: boolean): string {
    return (
      this.cache.get(`rbfLatest:${fullRbfOnly}`, () =>
        partOf('rbfLatest', this.network.replacements(fullRbfOnly)),
      ) ?? ''
    )
  }

  rbfSummaryPart(): string {
    return (
      this.cache.get('rbfLatestSummary', () =>
        partOf('rbfLatestSummary', this.network.rbfSummary()),
      ) ?? ''
    )
  }

  projectedFullPart(index: number): string {
    return partOf('projected-block-transactions', this.network.projectedBlockTxs(index))
  }

  blockPart(): string | null {
    const event = this.event
    if (event?.kind !== 'block') return null
    return this.cache.get('block', () => partOf('block', event.block))
  }

  mempoolTxidsPart(): string | null {
    const event = this.event
    if (event === undefined) return null
    return this.cache.get('mempool-txids', () => partOf('mempool-txids', mempoolTxidsOf(event)))
  }

  mempoolTransactionsPart(): string | null {
    const event = this.event
    if (event === undefined) return null
    return this.cache.get('mempool-transactions', () =>
      partOf(
        'mempool-transactions',
        mempoolTransactionsOf(event, (txid) => this.network.tx(txid)),
      ),
    )
  }

  projectedPart(index: number): string | null {
    const event = this.event
    if (event === undefined) return null
    if (this.projected === undefined) {
      this.projected = new Map()
      for (const frame of event.projected)
        this.projected.set(frame.index, partOf('projected-block-transactions', frame))
    }
    return this.projected.get(index) ?? null
  }
}
