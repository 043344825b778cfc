// A block's audit as stored: its template (thousands of entries) mostly repeats the block's own summary, so an
// entry equal to the block's entry for the same txid is stored as that entry's index. A full block's audit
// then takes ~20 KB instead of ~450 KB and is kept for every block, pruned or not.
import type { BlockAudit, TransactionClassified } from '../../core/wire'

type StoredEntry = number | TransactionClassified
type StoredAudit = Omit<BlockAudit, 'template'> & { template: StoredEntry[] }

function sameEntry(a: TransactionClassified, b: TransactionClassified): boolean {
  return (
    a.txid === b.txid &&
    a.fee === b.fee &&
    a.vsize === b.vsize &&
    a.value === b.value &&
    a.rate === b.rate &&
    a.flags === b.flags &&
    a.time === b.time &&
    a.acc === b.acc
  )
}

export function encodeAudit(audit: BlockAudit, summary: readonly TransactionClassified[]): string {
  const index = new Map(summary.map((t, i) => [t.txid, i]))
  const template = audit.template.map((t): StoredEntry => {
    const i = index.get(t.txid)
    const own = i === undefined ? undefined : summary[i]
    return i !== undefined && own && sameEntry(own, t) ? i : t
  })
  const stored: StoredAudit = { ...audit, template }
  return JSON.stringify(stored)
}

/** The audit back; null when a reference points outside the summary (a damaged row). */
export function decodeAudit(
  json: string,
  summary: readonly TransactionClassified[],
): BlockAudit | null {
  const stored = JSON.parse(json) as StoredAudit
  const template: TransactionClassified[] = []
  for (const entry of stored.template) {
    const t = typeof entry === 'number' ? summary[entry] : entry
    if (!t) return null
    template.push(t)
  }
  return { ...stored, template }
}
