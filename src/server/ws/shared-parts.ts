// The parts of an event frame that depend only on a client's broadcast signature (reference §1.4.3/§1.4.4).
import type { ClientSubscriptions } from './client-state'
import type { LiveEvent } from './event-index'
import type { SnapshotKey, SnapshotReader } from './snapshot'

const STATS_ON_UPDATE: readonly SnapshotKey[] = [
  'mempoolInfo',
  'vBytesPerSecond',
  'transactions',
  'da',
  'fees',
]
const STATS_ON_BLOCK: readonly SnapshotKey[] = ['mempoolInfo', 'vBytesPerSecond', 'fees', 'da']

/** Per-event parts, each serialized once per event. */
export interface EventParts extends SnapshotReader {
  /** `"block":{…}` of a block event. */
  blockPart(): string | null
  /** `"projected-block-transactions":{…}` for `index` in this event, or null when nothing is sent. */
  projectedPart(index: number): string | null
  /** `"mempool-txids":{…}` of this event. */
  mempoolTxidsPart(): string | null
  /** `"mempool-transactions":{…}` of this event. */
  mempoolTransactionsPart(): string | null
}

export function sharedParts(
  subs: ClientSubscriptions,
  event: LiveEvent,
  parts: EventParts,
): string[] {
  const out: string[] = []
  const add = (part: string | null): void => {
    if (part !== null) out.push(part)
  }
  const onBlock = event.kind === 'block'
  if (onBlock && subs.wants.has('blocks')) add(parts.blockPart())
  if (subs.wants.has('stats'))
    for (const key of onBlock ? STATS_ON_BLOCK : STATS_ON_UPDATE) add(parts.part(key))
  if (subs.wants.has('mempool-blocks')) add(parts.part('mempool-blocks'))
  if (subs.mempoolBlockIndex !== undefined) add(parts.projectedPart(subs.mempoolBlockIndex))
  // RBF lists are resent whole, but only when a replacement changed them in this update.
  const rbfChanged = event.kind === 'mempool' && event.rbfChanged
  if (rbfChanged && subs.trackRbf !== undefined)
    add(parts.rbfLatestPart(subs.trackRbf === 'fullRbf'))
  if (rbfChanged && subs.trackRbfSummary) add(parts.rbfSummaryPart())
  if (subs.trackMempoolTxids) add(parts.mempoolTxidsPart())
  if (subs.trackMempool) add(parts.mempoolTransactionsPart())
  return out
}
