// Merkle root over txids (internal byte order), duplicating the last hash on odd levels as Bitcoin does.
import { dsha256, fromDisplayHex, toDisplayHex } from './hash'

export function merkleRootInternal(hashes: readonly Uint8Array[]): Uint8Array {
  if (hashes.length === 0) return new Uint8Array(32)
  let level = hashes.slice()
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array
      const right = level[i + 1] ?? left
      const both = new Uint8Array(64)
      both.set(left, 0)
      both.set(right, 32)
      next.push(dsha256(both))
    }
    level = next
  }
  return level[0] as Uint8Array
}

/** Merkle root of display-hex txids, as display hex. */
export function merkleRoot(txids: readonly string[]): string {
  return toDisplayHex(merkleRootInternal(txids.map(fromDisplayHex)))
}

/** Branch (display hex siblings, bottom-up) proving txids[pos], esplora `merkle-proof` style. */
export function merkleBranch(txids: readonly string[], pos: number): string[] {
  let level = txids.map(fromDisplayHex)
  let index = pos
  const branch: string[] = []
  while (level.length > 1) {
    const sibling = level[index ^ 1] ?? (level[index] as Uint8Array)
    branch.push(toDisplayHex(sibling))
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array
      const both = new Uint8Array(64)
      both.set(left, 0)
      both.set(level[i + 1] ?? left, 32)
      next.push(dsha256(both))
    }
    level = next
    index >>= 1
  }
  return branch
}
