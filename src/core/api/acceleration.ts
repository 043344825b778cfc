// Mempool Accelerator public shapes (reference §1.7 `accelerations`, §2.3 Accelerator).

export interface Acceleration {
  txid: string
  /** Unix s. */
  added: number
  /** vB of the tx and its unconfirmed ancestors. */
  effectiveVsize: number
  /** Sats. */
  effectiveFee: number
  /** Sats bid. */
  feeDelta: number
  /** Pool unique ids. */
  pools: number[]
  positions?: unknown
}

/** WS `accelerations`: the full list on subscribe, then deltas. */
export type AccelerationsMessage =
  { accelerations: Acceleration[] } | { added: Acceleration[]; removed: string[] }

export type PaymentMethod =
  'balance' | 'bitcoin' | 'cashapp' | 'applePay' | 'googlePay' | 'cardOnFile'

export interface AccelerationEstimate {
  txSummary: {
    txid: string
    /** vB of tx + unconfirmed ancestors. */
    effectiveVsize: number
    /** Sats, same set. */
    effectiveFee: number
    /** Includes the tx itself. */
    ancestorCount: number
  }
  /** Sats. */
  cost: number
  /** sat/vB. */
  targetFeeRate: number
  /** Sats. */
  nextBlockFee: number
  /** Sats. */
  userBalance: number
  enoughBalance?: boolean
  isProUser?: boolean
  hasAccess?: boolean
  /** Sats, fixed service fee. */
  mempoolBaseFee: number
  /** Sats. */
  vsizeFee: number
  /** Pool unique ids. */
  pools: number[]
  /** Sats: three suggested bids; UI default = options[1]. */
  options: { fee: number }[]
  availablePaymentMethods: Partial<
    Record<PaymentMethod, { enabled?: boolean; min: number; max: number; card?: unknown }>
  >
  unavailable?: boolean
}
