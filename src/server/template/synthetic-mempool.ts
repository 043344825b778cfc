// Seeded synthetic mempools for tests and benchmarks: realistic sizes and rates, CPFP children, a sigop mix.
import type { TemplateTx } from './types'

export interface SyntheticOptions {
  readonly count: number
  readonly seed: number
  /** share of txs that spend one or two earlier txs (default 0.2) */
  readonly childShare?: number
  /** share of sigop-heavy txs (default 0.02) */
  readonly heavySigopShare?: number
}

/** Mulberry32: tiny deterministic PRNG returning [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function randomTxid(random: () => number): string {
  let hex = ''
  for (let i = 0; i < 8; i++)
    hex += Math.floor(random() * 4294967296)
      .toString(16)
      .padStart(8, '0')
  return hex
}

/** Core's default package limits: at most 25 in-mempool ancestors and 25 descendants per tx, itself included. */
const PACKAGE_LIMIT = 25

/** Parents always precede their children in the returned list; Core's 25/25 package limits hold. */
export function syntheticMempool(options: SyntheticOptions): TemplateTx[] {
  const random = seededRandom(options.seed)
  const childShare = options.childShare ?? 0.2
  const heavyShare = options.heavySigopShare ?? 0.02
  const txs: TemplateTx[] = []
  const ancestors: Set<number>[] = []
  const descendantCount: number[] = []
  for (let i = 0; i < options.count; i++) {
    const large = random() < 0.01
    // WU: mostly 400–2,400, a few up to ~100,000
    const weight = large
      ? 4000 + Math.floor(random() * 96_000)
      : 400 + Math.floor(random() ** 2 * 2000)
    const sigops =
      random() < heavyShare ? 80 + Math.floor(random() * 400) : Math.floor(random() * 9)
    // sat/vB: heavy tail towards high rates, many near the floor
    const rate = 1 + Math.floor(random() ** 3 * 200 * 100) / 100
    const fee = Math.max(1, Math.round((rate * weight) / 4))
    const depends: string[] = []
    const mine = new Set<number>()
    if (i > 0 && random() < childShare) {
      const parents = random() < 0.2 ? 2 : 1
      for (let p = 0; p < parents; p++) {
        // spend a recent tx, which builds chains as well as fans
        const parent = Math.max(0, i - 1 - Math.floor(random() * 50))
        if (mine.has(parent)) continue
        const joined = new Set([...mine, parent, ...ancestors[parent]!])
        if (
          joined.size >= PACKAGE_LIMIT ||
          [...joined].some((a) => descendantCount[a]! + 1 >= PACKAGE_LIMIT)
        )
          continue
        for (const a of joined) mine.add(a)
        depends.push(txs[parent]!.txid)
      }
    }
    for (const a of mine) descendantCount[a] = descendantCount[a]! + 1
    ancestors.push(mine)
    descendantCount.push(0)
    txs.push({ txid: randomTxid(random), fee, weight, sigops, depends })
  }
  return txs
}
