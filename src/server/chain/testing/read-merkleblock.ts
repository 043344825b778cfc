// Test-side reader of a BIP37 merkleblock, written from the BIP's verification rules and independent of the
// builder: walks the flag bits depth first, consumes hashes, and returns the recomputed root and matched txids.
import { dsha256 } from '../hash'

export interface ReadMerkleBlock {
  header: Uint8Array
  total: number
  /** Recomputed root, internal byte order. */
  root: Uint8Array
  /** Matched txids, internal byte order, tree order. */
  matched: Uint8Array[]
  /** Hashes and flag bits left over (a well-formed proof has none but the flag byte's padding). */
  unusedHashes: number
  unusedBits: number
}

function readCompactSize(bytes: Uint8Array, at: number): [number, number] {
  const first = bytes[at] as number
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  if (first < 0xfd) return [first, at + 1]
  if (first === 0xfd) return [view.getUint16(at + 1, true), at + 3]
  if (first === 0xfe) return [view.getUint32(at + 1, true), at + 5]
  throw new Error('a merkleblock never needs a 9-byte count')
}

export function readMerkleBlock(bytes: Uint8Array): ReadMerkleBlock {
  const header = bytes.slice(0, 80)
  const total = new DataView(bytes.buffer, bytes.byteOffset).getUint32(80, true)
  let [nHashes, at] = readCompactSize(bytes, 84)
  const hashes: Uint8Array[] = []
  for (let i = 0; i < nHashes; i++, at += 32) hashes.push(bytes.slice(at, at + 32))
  const [nFlagBytes, flagsAt] = readCompactSize(bytes, at)
  if (flagsAt + nFlagBytes !== bytes.length) throw new Error('trailing or missing bytes')
  const bit = (i: number): boolean => (((bytes[flagsAt + (i >> 3)] as number) >> (i & 7)) & 1) === 1

  const width = (h: number): number => (total + (1 << h) - 1) >> h
  let height = 0
  while (width(height) > 1) height++
  let bitsUsed = 0
  let hashesUsed = 0
  const matched: Uint8Array[] = []
  const walk = (h: number, pos: number): Uint8Array => {
    if (bitsUsed >= nFlagBytes * 8) throw new Error('ran out of flag bits')
    const parentOfMatch = bit(bitsUsed++)
    if (h === 0 || !parentOfMatch) {
      const hash = hashes[hashesUsed++]
      if (!hash) throw new Error('ran out of hashes')
      if (h === 0 && parentOfMatch) matched.push(hash)
      return hash
    }
    const left = walk(h - 1, pos * 2)
    const right = pos * 2 + 1 < width(h - 1) ? walk(h - 1, pos * 2 + 1) : left
    const both = new Uint8Array(64)
    both.set(left, 0)
    both.set(right, 32)
    return dsha256(both)
  }
  const root = walk(height, 0)
  nHashes -= hashesUsed
  return {
    header,
    total,
    root,
    matched,
    unusedHashes: nHashes,
    unusedBits: nFlagBytes * 8 - bitsUsed,
  }
}
