// Seeded PRNG (sfc32 seeded through SHA-256 of a label), so every simulated run is reproducible from `--seed`.
import { sha256 } from '@noble/hashes/sha2.js'

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  /** Exponential with the given mean. */
  exp(mean: number): number
  /** Standard normal (Box–Muller). */
  normal(): number
  /** Log-normal: exp(mu + sigma × N(0,1)). */
  logNormal(mu: number, sigma: number): number
  pick<T>(items: readonly T[]): T
  /** Index chosen with probability proportional to weights[i]. */
  weighted(weights: readonly number[]): number
  bytes(n: number): Uint8Array
  /** Independent child stream for a sub-label (same parent + label → same stream). */
  fork(label: string): Rng
}

export function createRng(seed: string | number, label = ''): Rng {
  const digest = sha256(new TextEncoder().encode(`${String(seed)}/${label}`))
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength)
  let a = view.getUint32(0)
  let b = view.getUint32(4)
  let c = view.getUint32(8)
  let d = view.getUint32(12)
  const u32 = (): number => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
  for (let i = 0; i < 12; i++) u32()
  const next = (): number => u32() / 4294967296
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    exp: (mean) => -Math.log(1 - next()) * mean,
    normal: () => {
      const u = 1 - next()
      const v = next()
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    },
    logNormal: (mu, sigma) => Math.exp(mu + sigma * rng.normal()),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    },
    weighted: (weights) => {
      let total = 0
      for (const w of weights) total += w
      let r = next() * total
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i] ?? 0
        if (r < 0) return i
      }
      return weights.length - 1
    },
    bytes: (n) => {
      const out = new Uint8Array(n)
      for (let i = 0; i < n; i += 4) {
        const x = u32()
        for (let k = 0; k < 4 && i + k < n; k++) out[i + k] = (x >>> (8 * k)) & 0xff
      }
      return out
    },
    fork: (sub) => createRng(`${String(seed)}/${label}`, sub),
  }
  return rng
}
