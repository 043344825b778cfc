// The difference between the drawn scene and a new list of the same block, by txid (reference §4.7 step 4):
// gone (their slots), new (as given), changed in rate or acceleration (layout moves nothing for them, but
// their colour may change), and the txs whose object changed at all (status, flags…) so they are repainted.
import type { GraphTx } from '../graph-types'

export interface SceneDiff {
  removedSlots: number[]
  added: GraphTx[]
  /** Slots whose effective rate or acceleration changed, with the new rate. */
  changed: Array<{ slot: number; rate: number }>
  /** Every slot whose tx object is new (changed ones included): slot → the new tx. */
  replaced: Map<number, GraphTx>
}

/** `slotOf`: txid → slot of the drawn scene; `txAt`: slot → drawn tx. */
export function diffScene(
  slotOf: ReadonlyMap<string, number>,
  txAt: (slot: number) => GraphTx | undefined,
  next: readonly GraphTx[],
): SceneDiff {
  const seen = new Set<string>()
  const added: GraphTx[] = []
  const changed: Array<{ slot: number; rate: number }> = []
  const replaced = new Map<number, GraphTx>()
  for (const tx of next) {
    if (seen.has(tx.txid)) continue // a duplicate txid would take two slots for one square
    seen.add(tx.txid)
    const slot = slotOf.get(tx.txid)
    const drawn = slot === undefined ? undefined : txAt(slot)
    if (slot === undefined || !drawn) {
      added.push(tx)
      continue
    }
    if (drawn === tx) continue
    if (drawn.rate !== tx.rate || drawn.acc !== tx.acc) changed.push({ slot, rate: tx.rate })
    replaced.set(slot, tx)
  }
  const removedSlots: number[] = []
  for (const [txid, slot] of slotOf) if (!seen.has(txid)) removedSlots.push(slot)
  return { removedSlots, added, changed, replaced }
}
