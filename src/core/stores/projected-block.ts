// Live transactions of one projected block (reference §1.5, §4.5): a full list replaces the state, a
// delta is applied in place when its sequence follows the stored one, a gap drops the state and asks the
// server for a full list again. State lives in one mutable Map; each change publishes a new value object
// (same Map, next `version`) so a delta costs O(its size), not O(block size).
import { mapCreator } from 'nanostores'
import type { MapStore } from 'nanostores'
import type { BlockTx } from '../api/block-tx'
import { applyChange, fromCompressed, fromDeltaChange } from '../api/block-tx'
import type { MempoolBlockDelta, ProjectedBlockTransactions } from '../api/compressed'
import type { StorePlatform } from './platform'
import { releaseAll } from './platform'

/** What the last change was, so a renderer can animate it instead of re-laying the whole block. */
export type ProjectedBlockUpdate =
  | { kind: 'none' }
  /** State dropped (reconnect, resume or sequence gap): show nothing until the next full list. */
  | { kind: 'reset' }
  | { kind: 'full' }
  | { kind: 'delta'; added: BlockTx[]; removed: BlockTx[]; changed: BlockTx[] }

export interface ProjectedBlockState {
  index: number
  /** Server sequence of the last applied frame; 0 = none yet. */
  sequence: number
  /**
   * Txs by txid, in template order for a full list (later additions at the end). This Map is the live
   * state and changes in place: read it when the value changes, do not keep it as a snapshot.
   */
  txs: ReadonlyMap<string, BlockTx>
  /** Increases on every change. */
  version: number
  update: ProjectedBlockUpdate
}

export type ProjectedBlockStore = MapStore<{ id: string } & ProjectedBlockState>

export function createProjectedBlockFamily({
  socket,
}: StorePlatform): (index: number) => ProjectedBlockStore {
  const creator = mapCreator<ProjectedBlockState, [number]>((store, _id, index) => {
    let txs = new Map<string, BlockTx>()
    let sequence = 0
    let version = 0
    const publish = (update: ProjectedBlockUpdate): void => {
      version += 1
      store.set({ id: String(index), index, sequence, txs, version, update })
    }
    const drop = (): void => {
      txs = new Map()
      sequence = 0
      publish({ kind: 'reset' })
    }
    publish({ kind: 'none' })

    function receive(frame: ProjectedBlockTransactions): void {
      if (frame.index !== index) return // a frame for a previously tracked index, still in flight
      if ('blockTransactions' in frame) {
        txs = new Map()
        for (const tuple of frame.blockTransactions) txs.set(tuple[0], fromCompressed(tuple))
        sequence = frame.sequence
        publish({ kind: 'full' })
        return
      }
      if (sequence !== 0 && frame.sequence !== sequence + 1) {
        drop()
        socket.send({ 'track-mempool-block': index })
        return
      }
      const update = applyDelta(txs, frame.delta)
      sequence = frame.sequence
      publish(update)
    }

    return releaseAll([
      socket.track('track-mempool-block', index),
      socket.on('projected-block-transactions', receive),
      socket.onOpen(drop),
    ])
  })
  return (index) => creator(String(index), index)
}

/** Removed first, then changed (rate and acceleration only), then added — the protocol's order. */
export function applyDelta(
  txs: Map<string, BlockTx>,
  delta: MempoolBlockDelta,
): ProjectedBlockUpdate {
  const removed: BlockTx[] = []
  for (const txid of delta.removed) {
    const tx = txs.get(txid)
    if (tx && txs.delete(txid)) removed.push(tx)
  }
  const changed: BlockTx[] = []
  for (const tuple of delta.changed) {
    const change = fromDeltaChange(tuple)
    const tx = txs.get(change.txid)
    if (!tx) continue
    const next = applyChange(tx, change)
    txs.set(change.txid, next)
    changed.push(next)
  }
  const added: BlockTx[] = []
  for (const tuple of delta.added) {
    const tx = fromCompressed(tuple)
    txs.set(tx.txid, tx)
    added.push(tx)
  }
  return { kind: 'delta', added, removed, changed }
}
