import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { dsha256 } from './hash'
import { merkleRootInternal } from './merkle'
import { compactSize, merkleBlock, partialMerkleTree, treeHeight } from './merkleblock'
import { readMerkleBlock } from './testing/read-merkleblock'

const txidsOf = (n: number): Uint8Array[] =>
  Array.from({ length: n }, (_, i) => dsha256(Uint8Array.of(i, n)))

/** A header whose merkle root commits to `txids`, as bitcoinjs serializes it. */
function headerFor(txids: readonly Uint8Array[]): Uint8Array {
  const block = new bitcoin.Block()
  block.version = 0x20000000
  block.prevHash = new Uint8Array(32).fill(7)
  block.merkleRoot = merkleRootInternal(txids)
  block.timestamp = 1_700_000_000
  block.bits = 0x1d00ffff
  block.nonce = 42
  return block.toBuffer(true)
}

describe('merkleBlock', () => {
  it.each([1, 2, 3, 4, 5, 7, 8, 9, 13, 16, 17, 100])(
    'proves each single tx of a %i-tx block against the header root',
    (n) => {
      const txids = txidsOf(n)
      const header = headerFor(txids)
      for (let pos = 0; pos < n; pos++) {
        const matches = txids.map((_, i) => i === pos)
        const read = readMerkleBlock(merkleBlock(header, txids, matches))
        const parsed = bitcoin.Block.fromBuffer(read.header)
        expect(read.total).toBe(n)
        expect(read.root).toEqual(parsed.merkleRoot)
        expect(read.matched).toEqual([txids[pos]])
        expect(read.unusedHashes).toBe(0)
        expect(read.unusedBits).toBeLessThan(8)
      }
    },
  )

  it('proves several matches at once and sends one hash per unmatched subtree', () => {
    const txids = txidsOf(11)
    const matches = txids.map((_, i) => i === 2 || i === 3 || i === 10)
    const read = readMerkleBlock(merkleBlock(headerFor(txids), txids, matches))
    expect(read.root).toEqual(merkleRootInternal(txids))
    expect(read.matched).toEqual([txids[2], txids[3], txids[10]])
    // 11 leaves, height 4: [0..7] splits into [0..3] (→ [0,1] hash, [2,3] both leaves) and [4..7] hash;
    // [8..10] splits into [8,9] hash and [10] leaf.
    expect(partialMerkleTree(txids, matches).hashes).toHaveLength(6)
  })

  it('answers the root alone when nothing matches', () => {
    const txids = txidsOf(6)
    const tree = partialMerkleTree(
      txids,
      txids.map(() => false),
    )
    expect(tree).toEqual({ hashes: [merkleRootInternal(txids)], bits: [false] })
  })

  it('has the height of the smallest tree holding the leaves', () => {
    expect([1, 2, 3, 4, 5, 8, 9].map(treeHeight)).toEqual([0, 1, 2, 2, 3, 3, 4])
  })
})

describe('compactSize', () => {
  it.each([
    [0, '00'],
    [252, 'fc'],
    [253, 'fdfd00'],
    [0xffff, 'fdffff'],
    [0x10000, 'fe00000100'],
    [2 ** 32, 'ff0000000001000000'],
  ])('%i → %s', (n, hex) => {
    expect(Buffer.from(compactSize(n)).toString('hex')).toBe(hex)
  })
})
