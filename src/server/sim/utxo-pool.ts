// Spendable outputs owned by simulated wallets: O(1) random pick and removal (swap-remove).
import type { WalletKey } from './wallets'
import type { Rng } from './prng'

export interface OwnedUtxo {
  txid: string
  vout: number
  /** Sats. */
  value: number
  key: WalletKey
  /** Confirmation height, or null while the creating tx is in the mempool. */
  height: number | null
  coinbase: boolean
}

/** Which utxos a pick may return: confirmed only, unconfirmed only, or either. */
export type PickState = 'confirmed' | 'unconfirmed' | 'any'

/**
 * Utxos are kept in buckets (e.g. by wallet role), each split into confirmed and unconfirmed, so picks only
 * look where they may find something (a busy mempool holds tens of thousands of unconfirmed change outputs).
 */
export class UtxoPool {
  private readonly buckets = new Map<string, OwnedUtxo[]>()
  private readonly index = new Map<string, { bucket: OwnedUtxo[]; i: number }>()
  private readonly byWallet = new Map<number, Set<string>>()

  constructor(private readonly bucketOf: (u: OwnedUtxo) => string = () => '') {}

  get size(): number {
    return this.index.size
  }

  add(u: OwnedUtxo): void {
    const id = `${u.txid}:${u.vout}`
    if (this.index.has(id)) return
    this.place(id, u)
    let set = this.byWallet.get(u.key.wallet)
    if (!set) this.byWallet.set(u.key.wallet, (set = new Set()))
    set.add(id)
  }

  private place(id: string, u: OwnedUtxo): void {
    const name = bucketName(this.bucketOf(u), u.height === null)
    let bucket = this.buckets.get(name)
    if (!bucket) this.buckets.set(name, (bucket = []))
    this.index.set(id, { bucket, i: bucket.length })
    bucket.push(u)
  }

  /** Takes an entry out of its bucket (swap-remove), leaving the wallet index alone. */
  private unplace(id: string): OwnedUtxo | undefined {
    const at = this.index.get(id)
    if (!at) return undefined
    const { bucket, i } = at
    const item = bucket[i] as OwnedUtxo
    const last = bucket.pop() as OwnedUtxo
    if (i < bucket.length) {
      bucket[i] = last
      this.index.set(`${last.txid}:${last.vout}`, { bucket, i })
    }
    this.index.delete(id)
    return item
  }

  get(txid: string, vout: number): OwnedUtxo | undefined {
    const at = this.index.get(`${txid}:${vout}`)
    return at ? at.bucket[at.i] : undefined
  }

  remove(txid: string, vout: number): OwnedUtxo | undefined {
    const id = `${txid}:${vout}`
    const item = this.unplace(id)
    if (item) this.byWallet.get(item.key.wallet)?.delete(id)
    return item
  }

  /** Marks outputs of a tx confirmed at a height. */
  confirm(txid: string, voutCount: number, height: number): void {
    for (let v = 0; v < voutCount; v++) {
      const id = `${txid}:${v}`
      const u = this.unplace(id)
      if (!u) continue
      u.height = height
      this.place(id, u)
    }
  }

  /** A random utxo of a bucket satisfying the filter (confirmed ones first when either state will do). */
  pick(
    rng: Rng,
    bucket: string,
    accept: (u: OwnedUtxo) => boolean,
    state: PickState = 'any',
  ): OwnedUtxo | undefined {
    const confirmed =
      state === 'unconfirmed' ? undefined : this.pickIn(rng, bucketName(bucket, false), accept)
    if (confirmed || state === 'confirmed') return confirmed
    return this.pickIn(rng, bucketName(bucket, true), accept)
  }

  /** A few random tries, then a bounded scan from a random start. */
  private pickIn(rng: Rng, name: string, accept: (u: OwnedUtxo) => boolean): OwnedUtxo | undefined {
    const list = this.buckets.get(name) ?? []
    const n = list.length
    if (n === 0) return undefined
    for (let t = 0; t < 24; t++) {
      const u = list[Math.floor(rng.next() * n)] as OwnedUtxo
      if (accept(u)) return u
    }
    const start = Math.floor(rng.next() * n)
    for (let k = 0; k < Math.min(n, 2_000); k++) {
      const u = list[(start + k) % n] as OwnedUtxo
      if (accept(u)) return u
    }
    return undefined
  }

  ofWallet(wallet: number): OwnedUtxo[] {
    const ids = this.byWallet.get(wallet)
    if (!ids) return []
    const out: OwnedUtxo[] = []
    for (const id of ids) {
      const at = this.index.get(id)
      if (at) out.push(at.bucket[at.i] as OwnedUtxo)
      if (out.length >= 64) break
    }
    return out
  }
}

function bucketName(role: string, unconfirmed: boolean): string {
  return unconfirmed ? `${role}/unconfirmed` : role
}
