// Core orders equal scores by txid as a uint256: bytes compared in internal order (the display hex reversed).

export const HASH_WORDS = 8

/** Writes the txid's 8 big-endian uint32 words of its internal byte order into `out` at `at`. */
export function writeHashWords(txid: string, out: Uint32Array, at: number): void {
  if (!/^[0-9a-fA-F]{64}$/.test(txid)) throw new Error(`invalid txid: ${txid}`)
  for (let k = 0; k < HASH_WORDS; k++) {
    // internal bytes 4k..4k+3 are display bytes 31−4k … 28−4k
    let word = ''
    for (let j = 0; j < 4; j++) {
      const displayByte = 31 - 4 * k - j
      word += txid.slice(displayByte * 2, displayByte * 2 + 2)
    }
    out[at + k] = parseInt(word, 16) >>> 0
  }
}

/** True when slot a's hash sorts before slot b's under Core's uint256 comparison. */
export function hashLess(words: Uint32Array, a: number, b: number): boolean {
  const ia = a * HASH_WORDS
  const ib = b * HASH_WORDS
  for (let k = 0; k < HASH_WORDS; k++) {
    const wa = words[ia + k]!
    const wb = words[ib + k]!
    if (wa !== wb) return wa < wb
  }
  return false
}

/** Txid comparison for plain strings (tests, sorting lists outside the engine). */
export function compareTxidsCoreOrder(a: string, b: string): number {
  for (let i = 62; i >= 0; i -= 2) {
    const ba = parseInt(a.slice(i, i + 2), 16)
    const bb = parseInt(b.slice(i, i + 2), 16)
    if (ba !== bb) return ba - bb
  }
  return 0
}
