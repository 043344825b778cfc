// Bitcoin Core `getmempoolinfo` as relayed in WS `mempoolInfo` (reference §3.6). Mind the BTC units.

export interface MempoolInfo {
  loaded: boolean
  /** Tx count. */
  size: number
  /** Sum of vsize, vB. */
  bytes: number
  /** RAM bytes. */
  usage: number
  /** BTC (not sats). */
  total_fee: number
  /** Bytes. */
  maxmempool: number
  /** BTC/kvB; × 100,000 = sat/vB. */
  mempoolminfee: number
  /** BTC/kvB. */
  minrelaytxfee: number
  /** BTC/kvB. */
  incrementalrelayfee?: number
  unbroadcastcount?: number
  fullrbf?: boolean
}

/** `GET /api/mempool`: fee_histogram is [sat/vB, vB] pairs; total_fee in sats. */
export interface MempoolSummary {
  count: number
  /** vB. */
  vsize: number
  /** Sats. */
  total_fee: number
  fee_histogram: [number, number][]
}
