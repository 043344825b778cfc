import * as bitcoin from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import {
  bitsToDifficulty,
  bitsToTarget,
  blockHash,
  parseHeader,
  serializeHeader,
  targetToBits,
} from './header'
import { merkleBranch, merkleRoot } from './merkle'
import { dsha256, fromDisplayHex, toDisplayHex } from './hash'

// Bitcoin's genesis block header (public chain data).
const GENESIS = {
  version: 1,
  prevHash: '0'.repeat(64),
  merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  time: 1231006505,
  bits: 0x1d00ffff,
  nonce: 2083236893,
}

describe('block headers', () => {
  it('hashes the genesis header to its well-known id', () => {
    expect(blockHash(GENESIS)).toBe(
      '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
    )
  })

  it('round-trips through 80 bytes', () => {
    const bytes = serializeHeader(GENESIS)
    expect(bytes.length).toBe(80)
    expect(parseHeader(bytes)).toEqual(GENESIS)
  })

  it('converts nBits to targets and difficulty', () => {
    expect(bitsToDifficulty(0x1d00ffff)).toBe(1)
    for (const bits of [0x1d00ffff, 0x17025ced, 0x1e0377ae, 0x1b0404cb])
      expect(targetToBits(bitsToTarget(bits))).toBe(bits)
    expect(bitsToTarget(0x1b0404cb)).toBe(0x0404cbn * 256n ** (0x1bn - 3n))
  })
})

describe('merkle root', () => {
  const txids = Array.from({ length: 7 }, (_, i) => toDisplayHex(dsha256(new Uint8Array([i]))))

  it('is the txid itself for a single tx', () => {
    expect(merkleRoot([txids[0] as string])).toBe(txids[0])
  })

  it('matches bitcoinjs-lib for odd and even counts', () => {
    for (const n of [2, 3, 5, 7]) {
      const ids = txids.slice(0, n)
      const txs = ids.map((id) => ({ getHash: () => fromDisplayHex(id) }))
      const expected = toDisplayHex(
        bitcoin.Block.calculateMerkleRoot(txs as unknown as bitcoin.Transaction[]),
      )
      expect(merkleRoot(ids)).toBe(expected)
    }
  })

  it('proves a leaf with its branch', () => {
    const pos = 5
    let hash = fromDisplayHex(txids[pos] as string)
    let index = pos
    for (const sibling of merkleBranch(txids, pos)) {
      const s = fromDisplayHex(sibling)
      hash = dsha256(Uint8Array.from(index % 2 ? [...s, ...hash] : [...hash, ...s]))
      index >>= 1
    }
    expect(toDisplayHex(hash)).toBe(merkleRoot(txids))
  })
})
