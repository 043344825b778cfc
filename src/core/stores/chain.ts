// Chain tip and recent blocks (reference §1.6): `blocks` arrives oldest-first and is kept newest-first
// (max 8); a `block` is accepted only at tip + 1, a gap asks the server to resend the list, and the tip
// never moves down. A `txConfirmed` counts only when the same frame carried an accepted `block`.
import { atom, computed, onMount } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { BlockExtended } from '../api/block'
import type { StorePlatform } from './platform'
import { releaseAll } from './platform'

/** Blocks kept client side (reference KEEP_BLOCKS_AMOUNT). */
export const KEEP_BLOCKS = 8

export interface ChainTip {
  height: number
  hash: string
}

/** A tracked tx mined in an accepted block. */
export interface TxConfirmation {
  txid: string
  height: number
  hash: string
}

export interface ChainStores {
  /** Newest first, at most 8. */
  $blocks: ReadableAtom<BlockExtended[]>
  $tip: ReadableAtom<ChainTip | undefined>
  /** Listen to confirmations of the tracked tx; keeps the block feed running while listened. */
  onTxConfirmed(handler: (confirmation: TxConfirmation) => void): () => void
}

export function createChainStores({ socket }: StorePlatform): ChainStores {
  const $blocks = atom<BlockExtended[]>([])
  const confirmationHandlers = new Set<(confirmation: TxConfirmation) => void>()

  // The socket delivers one frame's keys synchronously, in any order: collect them and decide after.
  let frame: { block?: BlockExtended; txid?: string } | undefined
  function noteInFrame(part: { block?: BlockExtended; txid?: string }): void {
    if (!frame) {
      frame = {}
      queueMicrotask(settleFrame)
    }
    Object.assign(frame, part)
  }
  function settleFrame(): void {
    const settled = frame
    frame = undefined
    if (!settled?.block || settled.txid === undefined) return
    const confirmation = {
      txid: settled.txid,
      height: settled.block.height,
      hash: settled.block.id,
    }
    for (const handler of [...confirmationHandlers]) handler(confirmation)
  }

  function acceptList(list: BlockExtended[]): void {
    const newestFirst = [...list].sort((a, b) => b.height - a.height).slice(0, KEEP_BLOCKS)
    const newest = newestFirst[0]
    const tip = $blocks.get()[0]
    if (!newest || (tip && newest.height < tip.height)) return
    $blocks.set(newestFirst)
  }

  function acceptBlock(block: BlockExtended): void {
    const current = $blocks.get()
    const tip = current[0]
    if (tip && block.height > tip.height + 1) {
      socket.send({ 'refresh-blocks': true })
      return
    }
    if (tip && block.height <= tip.height) return
    $blocks.set([block, ...current].slice(0, KEEP_BLOCKS))
    noteInFrame({ block })
  }

  onMount($blocks, () =>
    releaseAll([
      socket.want('blocks'),
      socket.on('blocks', acceptList),
      socket.on('block', acceptBlock),
      socket.on('txConfirmed', (txid) => noteInFrame({ txid })),
    ]),
  )

  const $tip = computed($blocks, (blocks): ChainTip | undefined => {
    const tip = blocks[0]
    return tip ? { height: tip.height, hash: tip.id } : undefined
  })

  return {
    $blocks,
    $tip,
    onTxConfirmed(handler) {
      confirmationHandlers.add(handler)
      const keepFeed = $blocks.listen(() => {})
      return () => {
        confirmationHandlers.delete(handler)
        keepFeed()
      }
    },
  }
}
