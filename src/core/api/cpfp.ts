// CPFP relatives (reference §2.3 `GET /api/v1/cpfp/{txid}`).

export interface CpfpAncestor {
  txid: string
  /** Sats. */
  fee: number
  /** WU. */
  weight: number
}

/** Cluster-mempool servers only; indexes refer to positions in `txs`. */
export interface CpfpCluster {
  txs: { txid: string; fee: number; weight: number; parents: number[] }[]
  /** feerate in sat/vB. */
  chunks: { txs: number[]; feerate: number }[]
  chunkIndex: number
}

export interface CpfpInfo {
  ancestors: CpfpAncestor[]
  bestDescendant?: CpfpAncestor | null
  descendants?: CpfpAncestor[]
  /** sat/vB. */
  effectiveFeePerVsize?: number
  sigops?: number
  /** Sats. */
  fee?: number
  /** vB. */
  adjustedVsize?: number
  acceleration?: boolean
  /** Pool unique ids. */
  acceleratedBy?: number[]
  /** Unix s. */
  acceleratedAt?: number
  /** Sats. */
  feeDelta?: number
  cluster?: CpfpCluster
}
