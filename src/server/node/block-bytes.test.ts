// Binary answers about confirmed data, parsed back with bitcoinjs-lib: the raw block and the BIP37 merkleblock
// of one tx; and the chain tips of a chain that never forks.
import * as bitcoin from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromDisplayHex } from '../chain/hash'
import { readMerkleBlock } from '../chain/testing/read-merkleblock'
import type { SimNetwork } from './types'
import { startTestNode, type TestNode } from './test-support'

let t: TestNode
let net: SimNetwork
beforeAll(async () => {
  t = await startTestNode({ seed: 'block-bytes' })
  net = t.net
}, 120_000)
afterAll(() => t.cleanup())

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')

/** The most recent block with at least `n` txs. */
function blockWith(n: number): bitcoin.Block & { id: string } {
  const found = net.blocks(undefined, 30).find((b) => b.tx_count >= n)
  if (!found) throw new Error(`no block with ${n} txs`)
  const raw = net.rawBlock(found.id)
  if (!raw) throw new Error('no raw block')
  return Object.assign(bitcoin.Block.fromBuffer(raw), { id: found.id })
}

describe('rawBlock', () => {
  it('serializes header, tx count and every tx so that bitcoinjs reads the same block back', () => {
    const info = net.blocks(undefined, 30).find((b) => b.tx_count >= 3)
    expect(info).toBeDefined()
    if (!info) return
    const raw = net.rawBlock(info.id) as Uint8Array
    expect(raw.length).toBe(info.size)
    const block = bitcoin.Block.fromBuffer(raw)
    expect(block.getId()).toBe(info.id)
    expect(block.transactions?.map((tx) => tx.getId())).toEqual(net.blockTxids(info.id))
    expect(block.checkTxRoots()).toBe(true)
    expect(block.weight()).toBe(info.weight)
  })

  it('answers null for an unknown hash', () => {
    expect(net.rawBlock('00'.repeat(32))).toBeNull()
  })
})

describe('merkleBlockProof', () => {
  it('proves txs across a block (edges and a spread): the path rebuilds the header merkle root and matches only that tx', () => {
    const block = blockWith(5)
    const txids = net.blockTxids(block.id) ?? []
    const last = txids.length - 1
    // the edges of the tree (first, last, the odd tail) and a spread of positions in between
    const positions = [...new Set([0, 1, last - 1, last, ...[1, 2, 3].map((k) => (k * last) >> 2)])]
    for (const txid of positions.map((i) => txids[i] as string)) {
      const proof = net.merkleBlockProof(txid)
      expect(proof).not.toBeNull()
      const read = readMerkleBlock(Buffer.from(proof as string, 'hex'))
      const header = bitcoin.Block.fromBuffer(read.header)
      expect(header.getId()).toBe(block.id)
      expect(read.total).toBe(txids.length)
      expect(hex(read.root)).toBe(hex(header.merkleRoot as Uint8Array))
      expect(read.matched.map(hex)).toEqual([hex(fromDisplayHex(txid))])
      expect(read.unusedHashes).toBe(0)
    }
  })

  it('answers null for a tx that is not confirmed', () => {
    const mempoolTxid = net.mempoolTxids()[0]
    expect(mempoolTxid).toBeDefined()
    expect(net.merkleBlockProof(mempoolTxid as string)).toBeNull()
    expect(net.merkleBlockProof('ab'.repeat(32))).toBeNull()
  })
})

describe('chain tips', () => {
  it('lists the active tip only and no stale tips', () => {
    expect(net.chainTips()).toEqual([
      { height: net.tipHeight(), hash: net.tip().id, branchlen: 0, status: 'active' },
    ])
    expect(net.staleTips()).toEqual([])
    const mined = net.mineBlock()
    expect(net.chainTips()).toEqual([
      { height: mined.height, hash: mined.id, branchlen: 0, status: 'active' },
    ])
  })
})
