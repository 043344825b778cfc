// Stratum job monitoring (reference §1.3 `stratumJobs` / `stratumJob`). Only some servers send these.

export interface StratumJob {
  /** Pool unique id. */
  pool: number
  height: number
  coinbase: string
  scriptsig: string
  /** Sats. */
  reward: number
  jobId: string
  extraNonce: string
  extraNonce2Size: number
  prevHash: string
  coinbase1: string
  coinbase2: string
  merkleBranches: string[]
  /** Hex. */
  version: string
  /** Hex. */
  bits: string
  /** Hex. */
  time: string
  cleanJobs: boolean
  /** Unix **ms**. */
  received: number
  /** Unix s. */
  timestamp: number
}
