// The in-memory mempool graph: entries, who spends which outpoint, parents/children, running totals.
import type { MempoolEntry } from './entry'

export class MempoolGraph {
  private readonly byTxid = new Map<string, MempoolEntry>()
  /** "txid:vout" → spending mempool txid. */
  private readonly spends = new Map<string, string>()
  totalVsize = 0
  totalFee = 0
  totalSize = 0

  get count(): number {
    return this.byTxid.size
  }
  has(txid: string): boolean {
    return this.byTxid.has(txid)
  }
  get(txid: string): MempoolEntry | undefined {
    return this.byTxid.get(txid)
  }
  entries(): IterableIterator<MempoolEntry> {
    return this.byTxid.values()
  }
  spenderOf(outpoint: string): string | undefined {
    return this.spends.get(outpoint)
  }

  add(e: MempoolEntry): void {
    this.byTxid.set(e.txid, e)
    e.outpoints.forEach((op) => {
      this.spends.set(op, e.txid)
      const parentTxid = op.slice(0, 64)
      const parent = this.byTxid.get(parentTxid)
      if (parent) {
        e.parents.add(parentTxid)
        parent.children.add(e.txid)
      }
    })
    this.totalVsize += e.vsize
    this.totalFee += e.fee
    this.totalSize += e.size
  }

  /** Removes one entry; its children lose it as a parent (they stay). */
  remove(txid: string): MempoolEntry | undefined {
    const e = this.byTxid.get(txid)
    if (!e) return undefined
    this.byTxid.delete(txid)
    for (const op of e.outpoints) if (this.spends.get(op) === txid) this.spends.delete(op)
    for (const p of e.parents) this.byTxid.get(p)?.children.delete(txid)
    for (const c of e.children) this.byTxid.get(c)?.parents.delete(txid)
    this.totalVsize -= e.vsize
    this.totalFee -= e.fee
    this.totalSize -= e.size
    return e
  }

  /** In-mempool descendants (not including the tx). */
  descendants(txid: string): Set<string> {
    return this.walk(txid, (e) => e.children)
  }
  /** In-mempool ancestors (not including the tx). */
  ancestors(txid: string): Set<string> {
    return this.walk(txid, (e) => e.parents)
  }

  private walk(txid: string, next: (e: MempoolEntry) => Set<string>): Set<string> {
    const seen = new Set<string>()
    const stack = [txid]
    while (stack.length > 0) {
      const e = this.byTxid.get(stack.pop() as string)
      if (!e) continue
      for (const t of next(e)) {
        if (!seen.has(t)) {
          seen.add(t)
          stack.push(t)
        }
      }
    }
    return seen
  }
}
