// The store's deltas between two graph updates, merged into one (the feed sends at most one update per
// second): an add then a removal cancels out, a change to a pending add folds into it, a removal then an
// add of the same txid is a change. Lets <BlockGraph> apply the update in O(delta) instead of diffing.
import type { BlockTx } from '../../core'
import type { GraphDelta } from '../block-graph/graph-types'

export interface StoreDelta {
  added: readonly BlockTx[]
  removed: readonly BlockTx[]
  changed: readonly BlockTx[]
}

export class PendingDelta {
  private readonly added = new Map<string, BlockTx>()
  private readonly removed = new Set<string>()
  private readonly changed = new Map<string, BlockTx>()

  merge(delta: StoreDelta): void {
    for (const tx of delta.removed) this.remove(tx.txid)
    for (const tx of delta.added) this.add(tx)
    for (const tx of delta.changed) this.change(tx)
  }

  /** The merged delta, relative to the list shown before the first merge. */
  toGraphDelta(): GraphDelta {
    return {
      added: [...this.added.values()],
      removed: [...this.removed],
      changed: [...this.changed.values()],
    }
  }

  private add(tx: BlockTx): void {
    if (this.removed.delete(tx.txid))
      this.changed.set(tx.txid, tx) // shown before: back as a change
    else this.added.set(tx.txid, tx)
  }

  private remove(txid: string): void {
    if (this.added.delete(txid)) return // never shown
    this.changed.delete(txid)
    this.removed.add(txid)
  }

  private change(tx: BlockTx): void {
    if (this.added.has(tx.txid)) this.added.set(tx.txid, tx)
    else this.changed.set(tx.txid, tx)
  }
}
