// Which projected block the element shows (spec §4 "Mempool overview"): an index that is not present drops to
// the last block there is; with no projected blocks at all the element shows one empty placeholder block.

/**
 * The index to show for the requested one, given how many projected blocks there are. Negative or fractional
 * requests count as their floor, at least 0. With no blocks (none yet, or an empty mempool) the request stands,
 * so the first frames can already be asked for.
 */
export function shownIndex(requested: number, blockCount: number): number {
  const wanted = Number.isFinite(requested) ? Math.max(0, Math.floor(requested)) : 0
  return blockCount > 0 ? Math.min(wanted, blockCount - 1) : wanted
}

/**
 * The block an arrow key leads to, or undefined at either end. Block 0 sits next to the chain, which is on
 * the right in a left-to-right page (as in the blockchain strip): → goes towards the chain (index − 1),
 * ← away from it (index + 1); a right-to-left page mirrors both.
 */
export function neighbourIndex(
  key: string,
  index: number,
  blockCount: number,
  dir: 'ltr' | 'rtl',
): number | undefined {
  const towardsChain = dir === 'ltr' ? 'ArrowRight' : 'ArrowLeft'
  const awayFromChain = dir === 'ltr' ? 'ArrowLeft' : 'ArrowRight'
  if (key === towardsChain) return index > 0 ? index - 1 : undefined
  if (key === awayFromChain) return index + 1 < blockCount ? index + 1 : undefined
  return undefined
}
