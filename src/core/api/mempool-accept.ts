// Core's mempool-acceptance answers as the REST API forwards them (reference §2.3 `POST /api/v1/txs/package`,
// §2.4 `POST /api/txs/test`) and the unbroadcast tx of `POST /api/v1/cpfp`. Amounts in BTC, rates in BTC/kvB.

/** Fees of an accepted (or acceptable) tx. */
export interface MempoolAcceptFees {
  /** BTC. */
  base: number
  /** BTC/kvB. */
  'effective-feerate'?: number
  /** Wtxids whose fees and vsizes make up the effective fee rate. */
  'effective-includes'?: string[]
}

/** One element of `POST /api/txs/test` (Core `testmempoolaccept`), in request order. */
export interface TestMempoolAcceptResult {
  txid: string
  wtxid: string
  /** Set on every entry when the list as a whole is not a valid package. */
  'package-error'?: string
  /** Absent when the tx was not fully validated because another tx of the list failed. */
  allowed?: boolean
  /** vB, sigop-adjusted; only when allowed. */
  vsize?: number
  fees?: MempoolAcceptFees
  /** Only when not allowed. */
  'reject-reason'?: string
  /** The reason with its particulars (which input, which amounts), when there are any. */
  'reject-details'?: string
}

/** `POST /api/v1/txs/package` (Core `submitpackage`). */
export interface SubmitPackageResult {
  /** "success" when every tx is now in the mempool. */
  package_msg: string
  /** Keyed by wtxid. */
  'tx-results': Record<
    string,
    {
      txid: string
      'other-wtxid'?: string
      vsize?: number
      fees?: MempoolAcceptFees
      error?: string
    }
  >
  /** Txids the package replaced. */
  'replaced-transactions'?: string[]
}

/** The unbroadcast tx `POST /api/v1/cpfp` takes (one per request). */
export interface LocalCpfpTx {
  txid: string
  /** WU. */
  weight: number
  sigops: number
  /** Sats. */
  fee: number
  vin: { txid: string; vout?: number }[]
  vout: unknown[]
}
