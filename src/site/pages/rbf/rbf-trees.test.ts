import { describe, expect, it } from 'vitest'
import type { RbfTree } from '../../../core'
import { intervalText, replacementSteps, stepRate, visibleTrees } from './rbf-trees'

function tree(txid: string, fullRbf: boolean, replaces: RbfTree[] = []): RbfTree {
  return { tx: { txid, fee: 1000, vsize: 200, value: 5000 }, time: 1, fullRbf, replaces }
}

describe('replacementSteps', () => {
  it('lists the newest version first, then each replaced branch depth first', () => {
    const root = tree('c', false, [tree('b', false, [tree('a', false)]), tree('x', false)])
    expect(replacementSteps(root).map((step) => [step.tree.tx.txid, step.depth])).toEqual([
      ['c', 0],
      ['b', 1],
      ['a', 2],
      ['x', 1],
    ])
  })
})

describe('visibleTrees', () => {
  const trees = [tree('a', true), tree('b', false), tree('c', true)]
  it('keeps every tree, or only the full-RBF ones', () => {
    expect(visibleTrees(trees, false).map((t) => t.tx.txid)).toEqual(['a', 'b', 'c'])
    expect(visibleTrees(trees, true).map((t) => t.tx.txid)).toEqual(['a', 'c'])
  })
})

describe('stepRate', () => {
  it('uses the wire rate, else fee / vsize', () => {
    const plain = tree('a', false)
    expect(stepRate(plain)).toBe(5)
    expect(stepRate({ ...plain, tx: { ...plain.tx, rate: 7.5 } })).toBe(7.5)
    expect(stepRate({ ...plain, tx: { ...plain.tx, vsize: 0 } })).toBe(0)
  })
})

describe('intervalText', () => {
  it('says minutes up to two hours, then hours', () => {
    expect(intervalText(20)).toBe('1 minute')
    expect(intervalText(1096)).toBe('18 minutes')
    expect(intervalText(3 * 3600)).toBe('3 hours')
  })
})
