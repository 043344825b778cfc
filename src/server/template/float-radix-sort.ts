// Ascending numeric sort of many doubles by their bits (LSD radix, four 16-bit digits): the same order as
// Float64Array.prototype.sort (−0 before +0, no NaN expected), in linear time and without comparisons.

const DIGIT_BITS = 16
const BUCKETS = 1 << DIGIT_BITS
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1

// buffers reused across calls (grown on demand)
let scratch = new Uint32Array(0)
const counts = new Int32Array(BUCKETS)

/** Sorts `keys` in place, ascending. Falls back to the native sort on big-endian hosts. */
export function sortFloat64(keys: Float64Array): void {
  const n = keys.length
  if (!LITTLE_ENDIAN) {
    keys.sort()
    return
  }
  const words = new Uint32Array(keys.buffer, keys.byteOffset, 2 * n)
  // map each double to an unsigned 64-bit integer in the same order: negatives flip every bit, others the sign
  for (let i = 0; i < n; i++) {
    const hi = words[2 * i + 1]!
    if (hi >>> 31 === 1) {
      words[2 * i] = ~words[2 * i]! >>> 0
      words[2 * i + 1] = ~hi >>> 0
    } else words[2 * i + 1] = (hi ^ 0x80000000) >>> 0
  }
  if (scratch.length < 2 * n) scratch = new Uint32Array(Math.max(2 * n, scratch.length * 2))
  let from: Uint32Array = words
  let to: Uint32Array = scratch
  // digits from least significant: low word low/high half, then high word low/high half
  for (let pass = 0; pass < 4; pass++) {
    const wordAt = pass >> 1 // 0 = low word, 1 = high word
    const shift = (pass & 1) * DIGIT_BITS
    counts.fill(0)
    for (let i = 0; i < n; i++) counts[(from[2 * i + wordAt]! >>> shift) & (BUCKETS - 1)]!++
    // a digit shared by every key leaves the order as it is
    if (counts[(from[wordAt]! >>> shift) & (BUCKETS - 1)] === n) continue
    let sum = 0
    for (let d = 0; d < BUCKETS; d++) {
      const c = counts[d]!
      counts[d] = sum
      sum += c
    }
    for (let i = 0; i < n; i++) {
      const lo = from[2 * i]!
      const hi = from[2 * i + 1]!
      const at = counts[((wordAt === 0 ? lo : hi) >>> shift) & (BUCKETS - 1)]!++
      to[2 * at] = lo
      to[2 * at + 1] = hi
    }
    const swap = from
    from = to
    to = swap
  }
  if (from !== words) words.set(from.subarray(0, 2 * n))
  for (let i = 0; i < n; i++) {
    const hi = words[2 * i + 1]!
    if (hi >>> 31 === 1) words[2 * i + 1] = (hi ^ 0x80000000) >>> 0
    else {
      words[2 * i] = ~words[2 * i]! >>> 0
      words[2 * i + 1] = ~hi >>> 0
    }
  }
}
