// Sorting many txs by ancestor score: the native numeric sort on rate keys (with the slot number packed into the
// low mantissa bits), then an exact re-sort of every run of keys too close for floats to order (ties included).
import { sortFloat64 } from './float-radix-sort'
import { scoreBefore, scoreBeforeRanked } from './score'

/** slots fit in the low 20 mantissa bits: a relative key error of at most 2^−32 */
const PACKED_BITS = 20
const PACKED_LIMIT = 2 ** PACKED_BITS
/** neighbours closer than this (relative) may be misordered by the packing and are re-sorted exactly */
const RUN_TOLERANCE = 2 ** -28
/** a zero rate packed with a slot number is a subnormal far below this */
const ZERO_RATE = 1e-300
/** below this many keys the native sort beats the radix sort's fixed 4 × 65,536-bucket passes */
const RADIX_MIN_KEYS = 4096
/** runs up to this long are insertion-sorted in place (no sub-array, no native sort call) */
const SHORT_RUN = 12

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1

/** key buffer reused across calls (grown on demand) so that sorting allocates nothing in steady state */
let scratchKeys = new Float64Array(0)

/** Sorts `ids` in place, best score first (higher fee / size, then lower hash). */
export function sortByScore(
  ids: Int32Array,
  fee: Float64Array,
  size: Float64Array | Int32Array,
  hashWords: Uint32Array,
  /** when ids are ranks: rank → graph slot for the hash tie-break */
  slotOf?: Int32Array,
): void {
  const exact =
    slotOf === undefined
      ? (a: number, b: number): number =>
          scoreBefore(fee[a]!, size[a]!, a, fee[b]!, size[b]!, b, hashWords) ? -1 : 1
      : (a: number, b: number): number =>
          scoreBeforeRanked(fee[a]!, size[a]!, a, fee[b]!, size[b]!, b, slotOf, hashWords) ? -1 : 1
  const n = ids.length
  if (n < 64 || !LITTLE_ENDIAN || ids.some((id) => id >= PACKED_LIMIT)) {
    ids.sort(exact)
    return
  }
  if (scratchKeys.length < n) scratchKeys = new Float64Array(Math.max(n, scratchKeys.length * 2))
  const keys = scratchKeys.subarray(0, n)
  const words = new Uint32Array(keys.buffer, 0, 2 * n)
  for (let i = 0; i < n; i++) {
    const id = ids[i]!
    keys[i] = -(fee[id]! / size[id]!) // ascending keys = descending rates
    // low word of a little-endian double: replace its low 20 bits by the slot
    words[2 * i] = ((words[2 * i]! & ~(PACKED_LIMIT - 1)) | id) >>> 0
  }
  if (n >= RADIX_MIN_KEYS) sortFloat64(keys)
  else keys.sort()
  for (let i = 0; i < n; i++) ids[i] = words[2 * i]! & (PACKED_LIMIT - 1)
  // re-sort runs of near-equal rates exactly (packed keys are within 2^−32 of the rates)
  let start = 0
  for (let i = 1; i <= n; i++) {
    if (i < n) {
      const keyA = keys[i - 1]!
      const keyB = keys[i]!
      if (keyB - keyA <= RUN_TOLERANCE * Math.max(Math.abs(keyA), Math.abs(keyB))) continue
      if (Math.abs(keyA) < ZERO_RATE && Math.abs(keyB) < ZERO_RATE) continue // zero rates: only packed bits
    }
    const length = i - start
    if (length > SHORT_RUN) ids.subarray(start, i).sort(exact)
    else if (length > 1) insertionSort(ids, start, i, exact)
    start = i
  }
}

function insertionSort(
  ids: Int32Array,
  start: number,
  end: number,
  compare: (a: number, b: number) => number,
): void {
  for (let i = start + 1; i < end; i++) {
    const x = ids[i]!
    let j = i - 1
    while (j >= start && compare(ids[j]!, x) > 0) {
      ids[j + 1] = ids[j]!
      j--
    }
    ids[j + 1] = x
  }
}
