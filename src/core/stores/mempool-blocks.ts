// Projected blocks with their derived position (reference §1.6): the wire has no index or height, so
// index = array position and height = tip + index + 1, recomputed whenever the tip moves.
import { atom, computed, onMount } from 'nanostores'
import type { ReadableAtom } from 'nanostores'
import type { MempoolBlock, MempoolBlockWithIndex } from '../api/mempool-block'
import type { ChainTip } from './chain'
import type { StorePlatform } from './platform'
import { releaseAll } from './platform'

/** Index and height for each projected block; empty until the tip is known (heights need it). */
export function positionMempoolBlocks(
  blocks: readonly MempoolBlock[],
  tip: ChainTip | undefined,
): MempoolBlockWithIndex[] {
  if (!tip) return []
  return blocks.map((block, index) => ({ ...block, index, height: tip.height + index + 1 }))
}

export function createMempoolBlocksStore(
  { socket }: StorePlatform,
  $tip: ReadableAtom<ChainTip | undefined>,
): ReadableAtom<MempoolBlockWithIndex[]> {
  const $wire = atom<MempoolBlock[]>([])
  onMount($wire, () =>
    releaseAll([
      socket.want('mempool-blocks'),
      socket.on('mempool-blocks', (blocks) => $wire.set(blocks)),
    ]),
  )
  return computed([$wire, $tip], positionMempoolBlocks)
}
