// The server-global `projected-block-transactions` sequence and the previous list of every index.
import type { ProjectedBlockFull, ProjectedBlockTransactions } from '../../core/wire'
import { compressTx, truncateProjectedList } from './compressed'
import type { ProjectedTx } from './compressed'
import { diffProjectedBlock, preferFullList } from './delta'

export class ProjectionStream {
  private current = 0
  private lists: ProjectedTx[][] = []

  get sequence(): number {
    return this.current
  }

  /** Full list of index n for a (re)subscription, with the current sequence; an absent block is an empty list. */
  full(index: number): ProjectedBlockFull {
    const list = this.lists[index] ?? []
    return { index, sequence: this.current, blockTransactions: list.map(compressTx) }
  }

  /**
   * After a mempool update: one delta per index that existed before or exists now, even when empty.
   * Out of sync: nothing is sent and the sequence stays.
   */
  mempoolUpdate(
    next: readonly (readonly ProjectedTx[])[],
    inSync = true,
  ): ProjectedBlockTransactions[] {
    if (!inSync) return []
    const sequence = ++this.current
    const lists = next.map(truncateProjectedList)
    const frames: ProjectedBlockTransactions[] = []
    const count = Math.max(this.lists.length, lists.length)
    for (let index = 0; index < count; index++) {
      const delta = diffProjectedBlock(this.lists[index] ?? [], lists[index] ?? [])
      frames.push({ index, sequence, delta })
    }
    this.lists = lists
    return frames
  }

  /**
   * After a new block: per index a full list when most of it is new, else a delta; nothing for an index that is
   * now empty or gone (the sequence still advances, so its subscribers resubscribe on the next delta).
   */
  newBlock(next: readonly (readonly ProjectedTx[])[], inSync = true): ProjectedBlockTransactions[] {
    if (!inSync) return []
    const sequence = ++this.current
    const lists = next.map(truncateProjectedList)
    const frames: ProjectedBlockTransactions[] = []
    for (let index = 0; index < lists.length; index++) {
      const list = lists[index]!
      if (list.length === 0) continue
      const delta = diffProjectedBlock(this.lists[index] ?? [], list)
      frames.push(
        preferFullList(delta, list.length)
          ? { index, sequence, blockTransactions: list.map(compressTx) }
          : { index, sequence, delta },
      )
    }
    this.lists = lists
    return frames
  }
}
