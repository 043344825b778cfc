// BIP37 merkleblock (what Core's `gettxoutproof` and esplora's `/tx/{txid}/merkleblock-proof` answer): the
// 80-byte header, the block's tx count, and a partial merkle tree — the hashes a verifier needs plus one flag
// bit per visited node, depth first, saying whether the node is an ancestor of a matched txid.
import { concatBytes } from '@noble/hashes/utils.js'
import { dsha256 } from './hash'

/** Nodes at `height` above the leaves of a tree over `leaves` txs (the last node of an odd level is paired with itself). */
export function treeWidth(leaves: number, height: number): number {
  return (leaves + (1 << height) - 1) >> height
}

/** Height of the root: the first level with one node. */
export function treeHeight(leaves: number): number {
  let height = 0
  while (treeWidth(leaves, height) > 1) height++
  return height
}

function pairHash(left: Uint8Array, right: Uint8Array): Uint8Array {
  const both = new Uint8Array(64)
  both.set(left, 0)
  both.set(right, 32)
  return dsha256(both)
}

/** Every level of the tree, leaves first (internal byte order), so each node hash is computed once. */
function treeLevels(txids: readonly Uint8Array[]): Uint8Array[][] {
  const levels: Uint8Array[][] = [txids.slice()]
  for (let below = levels[0] as Uint8Array[]; below.length > 1;) {
    const level: Uint8Array[] = []
    for (let i = 0; i < below.length; i += 2) {
      const left = below[i] as Uint8Array
      level.push(pairHash(left, below[i + 1] ?? left))
    }
    levels.push(level)
    below = level
  }
  return levels
}

export interface PartialMerkleTree {
  /** Hashes in depth-first order, internal byte order. */
  hashes: Uint8Array[]
  /** One bit per visited node, depth first. */
  bits: boolean[]
}

/** The partial merkle tree proving the txids whose `matches` entry is true (same length as `txids`). */
export function partialMerkleTree(
  txids: readonly Uint8Array[],
  matches: readonly boolean[],
): PartialMerkleTree {
  const tree: PartialMerkleTree = { hashes: [], bits: [] }
  const levels = treeLevels(txids)
  const matchedUnder = (height: number, pos: number): boolean => {
    const first = pos << height
    const end = Math.min((pos + 1) << height, txids.length)
    for (let i = first; i < end; i++) if (matches[i]) return true
    return false
  }
  const visit = (height: number, pos: number): void => {
    const parentOfMatch = matchedUnder(height, pos)
    tree.bits.push(parentOfMatch)
    if (height === 0 || !parentOfMatch) {
      tree.hashes.push(levels[height]?.[pos] as Uint8Array)
      return
    }
    visit(height - 1, pos * 2)
    if (pos * 2 + 1 < treeWidth(txids.length, height - 1)) visit(height - 1, pos * 2 + 1)
  }
  if (txids.length > 0) visit(treeHeight(txids.length), 0)
  return tree
}

/** Bitcoin's CompactSize: 1, 3, 5 or 9 bytes, little-endian. */
export function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  const out = new Uint8Array(n <= 0xffffffff ? 5 : 9)
  out[0] = n <= 0xffffffff ? 0xfe : 0xff
  new DataView(out.buffer).setUint32(1, n % 2 ** 32, true)
  if (out.length === 9) new DataView(out.buffer).setUint32(5, Math.floor(n / 2 ** 32), true)
  return out
}

/** Flag bits packed eight to a byte, least significant bit first. */
function packBits(bits: readonly boolean[]): Uint8Array {
  const bytes = new Uint8Array(Math.ceil(bits.length / 8))
  bits.forEach((bit, i) => {
    if (bit) bytes[i >> 3] = (bytes[i >> 3] as number) | (1 << (i & 7))
  })
  return bytes
}

/** Serialized merkleblock: header ‖ uint32 tx count ‖ CompactSize + hashes ‖ CompactSize + flag bytes. */
export function merkleBlock(
  header: Uint8Array,
  txids: readonly Uint8Array[],
  matches: readonly boolean[],
): Uint8Array {
  const tree = partialMerkleTree(txids, matches)
  const count = new Uint8Array(4)
  new DataView(count.buffer).setUint32(0, txids.length, true)
  const flags = packBits(tree.bits)
  return concatBytes(
    header,
    count,
    compactSize(tree.hashes.length),
    ...tree.hashes,
    compactSize(flags.length),
    flags,
  )
}
