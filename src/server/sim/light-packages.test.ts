// Parents and children within a light block are flagged, and a child paying for its parent lifts both to the
// package rate.
import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { hasFlag } from '../../core/wire'
import type { BlockTx } from '../chain/assemble'
import { fromDisplayHex } from '../chain/hash'
import { withPackageRates } from './light-packages'

function blockTx(spends: string, fee: number, weight: number): BlockTx {
  const tx = new bitcoin.Transaction()
  tx.addInput(fromDisplayHex(spends), 0)
  tx.addOutput(new Uint8Array([0x51]), 1_000n)
  return {
    tx,
    txid: tx.getId(),
    fee,
    weight,
    size: weight / 4,
    sigops: 0,
    flags: 0,
    rate: fee / (weight / 4),
    value: 1_000,
    inValue: 1_000 + fee,
  }
}

describe('withPackageRates', () => {
  it('flags a parent and child and gives both the package rate when the child pays more', () => {
    const parent = blockTx('aa'.repeat(32), 200, 800) // 1 sat/vB
    const child = blockTx(parent.txid, 1_800, 800) // 9 sat/vB
    const loner = blockTx('bb'.repeat(32), 500, 400)
    withPackageRates([parent, child, loner])
    expect(hasFlag(parent.flags, 'cpfp_parent')).toBe(true)
    expect(hasFlag(child.flags, 'cpfp_child')).toBe(true)
    expect(parent.rate).toBe(5)
    expect(child.rate).toBe(5)
    expect(loner.flags).toBe(0)
    expect(loner.rate).toBe(5)
  })

  it('keeps own rates when the child pays less than its parent', () => {
    const parent = blockTx('cc'.repeat(32), 1_800, 800)
    const child = blockTx(parent.txid, 200, 800)
    withPackageRates([parent, child])
    expect(parent.rate).toBe(9)
    expect(child.rate).toBe(1)
    expect(hasFlag(child.flags, 'cpfp_child')).toBe(true)
  })
})
