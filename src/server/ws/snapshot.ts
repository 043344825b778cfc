// Read access to the current network state as serialized parts, shared by command replies and broadcasts.

export type SnapshotKey =
  'blocks' | 'mempool-blocks' | 'mempoolInfo' | 'vBytesPerSecond' | 'fees' | 'da' | 'transactions'

export interface SnapshotReader {
  /** `"key":<json>` or null when the value is unavailable. */
  part(key: SnapshotKey): string | null
  /** The whole init payload frame, or null while no block exists (then nothing is sent). */
  initFrame(): string | null
  /** `"rbfLatest":[…]` for all replacements or only full-RBF ones. */
  rbfLatestPart(fullRbfOnly: boolean): string
  /** `"rbfLatestSummary":[…]`. */
  rbfSummaryPart(): string
  /** `"projected-block-transactions":{…full…}` for `index`. */
  projectedFullPart(index: number): string
}
