// Core orders equal scores by txid as a uint256: bytes compared in internal order (the display hex reversed).

export const HASH_WORDS = 8

/** Writes the txid's 8 big-endian uint32 words of its internal byte order into `out` at `at`. */
export function writeHashWords(txid: string, out: Uint32Array, at: number): void {
  if (txid.length !== 64) throw new Error(`invalid txid: ${txid}`)
  for (let k = 0; k < HASH_WORDS; k++) {
    // internal bytes 4k…4k+3 are display bytes 31−4k … 28−4k
    let word = 0
    for (let j = 0; j < 4; j++) {
      const at2 = (31 - 4 * k - j) * 2
      word = word * 256 + hexDigit(txid, at2) * 16 + hexDigit(txid, at2 + 1)
    }
    out[at + k] = word
  }
}

function hexDigit(text: string, at: number): number {
  const c = text.charCodeAt(at)
  if (c >= 48 && c <= 57) return c - 48
  if (c >= 97 && c <= 102) return c - 87
  if (c >= 65 && c <= 70) return c - 55
  throw new Error(`invalid txid: ${text}`)
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
