// Replacement trees as the page lists them (reference: RbfTree). A tree's root is the newest version;
// its `replaces` are the versions it directly replaced, and so on down. Pure.
import type { RbfTree } from '../../../core'

/** One version of a transaction in a replacement chain, with how deep it sits below the newest. */
export interface ReplacementStep {
  readonly tree: RbfTree
  /** 0 for the newest version (the replacement), 1 for what it replaced, … */
  readonly depth: number
}

/** Every version of the tree, newest first, depth first (a replacement of several txs lists each branch). */
export function replacementSteps(tree: RbfTree, depth = 0): ReplacementStep[] {
  return [{ tree, depth }, ...tree.replaces.flatMap((child) => replacementSteps(child, depth + 1))]
}

/** The trees shown: all, or only those where a replaced version did not signal (full RBF). */
export function visibleTrees(trees: readonly RbfTree[], fullRbfOnly: boolean): RbfTree[] {
  return fullRbfOnly ? trees.filter((tree) => tree.fullRbf) : [...trees]
}

/** sat/vB of one version: the wire's rate when present, else fee / vsize. */
export function stepRate(tree: RbfTree): number {
  const { rate, fee, vsize } = tree.tx
  return rate ?? (vsize > 0 ? fee / vsize : 0)
}

/** "3 minutes" from seconds, in the largest whole unit (no "ago"). */
export function intervalText(seconds: number, lang = 'en'): string {
  const minutes = Math.max(1, Math.round(seconds / 60))
  return minutes < 120
    ? new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
        minutes,
      )
    : new Intl.NumberFormat(lang, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(
        Math.round(minutes / 60),
      )
}
