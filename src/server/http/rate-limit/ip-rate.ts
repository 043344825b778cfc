// A token bucket per remote address: `perMinute` requests a minute on average, bursts of a sixth of it
// (ten seconds' worth). Full buckets are forgotten, so the table stays as small as the set of busy clients.

export interface RateVerdict {
  ok: boolean
  /** When refused: whole seconds until one request is allowed again. */
  retryAfterS: number
}

interface Bucket {
  tokens: number
  atMs: number
}

/** Addresses kept before idle (refilled) ones are swept. */
const SWEEP_ABOVE = 10_000

export class IpRateLimiter {
  private readonly buckets = new Map<string, Bucket>()
  private readonly capacity: number
  private readonly perMs: number

  constructor(perMinute: number) {
    this.capacity = Math.max(1, Math.floor(perMinute / 6))
    this.perMs = perMinute / 60_000
  }

  take(ip: string, nowMs: number): RateVerdict {
    const bucket = this.refilled(ip, nowMs)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return { ok: true, retryAfterS: 0 }
    }
    return {
      ok: false,
      retryAfterS: Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000)),
    }
  }

  private refilled(ip: string, nowMs: number): Bucket {
    let bucket = this.buckets.get(ip)
    if (bucket === undefined) {
      if (this.buckets.size >= SWEEP_ABOVE) this.sweep(nowMs)
      bucket = { tokens: this.capacity, atMs: nowMs }
      this.buckets.set(ip, bucket)
      return bucket
    }
    const elapsed = Math.max(0, nowMs - bucket.atMs)
    bucket.tokens = Math.min(this.capacity, bucket.tokens + elapsed * this.perMs)
    bucket.atMs = nowMs
    return bucket
  }

  /** Drops the addresses whose bucket has refilled: they are indistinguishable from new ones. */
  private sweep(nowMs: number): void {
    for (const [ip, bucket] of this.buckets)
      if (bucket.tokens + (nowMs - bucket.atMs) * this.perMs >= this.capacity)
        this.buckets.delete(ip)
  }
}
