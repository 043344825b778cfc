// Client → server websocket commands (reference §1.2). Several may be merged into one frame.

/** The only broadcast names the server recognises in `want`. */
export type WantName = 'blocks' | 'mempool-blocks' | 'stats' | 'live-2h-chart' | 'tomahawk'

export interface ClientCommand {
  action?: 'init' | 'want' | 'ping'
  data?: WantName[]
  'refresh-blocks'?: true
  /** 64-hex txid; any other value (e.g. 'stop') clears. */
  'track-tx'?: string
  'watch-mempool'?: boolean
  'track-txs'?: string[]
  /** Address, or raw pubkey hex; an invalid value ('stop') clears. */
  'track-address'?: string
  'track-addresses'?: string[]
  'track-scriptpubkeys'?: string[]
  /** 0 ≤ n < 8; -1 unsubscribes. */
  'track-mempool-block'?: number
  'track-rbf'?: 'all' | 'fullRbf' | 'stop'
  'track-rbf-summary'?: boolean
  'track-accelerations'?: boolean
  'track-mempool'?: boolean
  'track-mempool-txids'?: boolean
  'track-wallet'?: string
  'track-asset'?: string
  'track-stratum'?: 'all' | number | null
  'track-donation'?: string
}
