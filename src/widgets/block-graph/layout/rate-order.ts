// Placement order: by rate, highest first, ties in the order given (reference §4.7 step 2).

/** A rate the sort can compare: anything not a finite number counts as 0 (and −0 as +0). */
export function sortableRate(rate: number): number {
  return Number.isFinite(rate) ? rate + 0 : 0
}

const SMALL = 48

/**
 * Sorts `slots` in place by `rate[slot]`, highest first; equal rates keep their order in `slots`.
 * A counting sort over the distinct rates: the rates alone go through the engine's native numeric
 * sort (no comparator calls, which are what a cold first layout pays most for), then each slot is
 * dealt to its rate's next free position. Stable by construction.
 */
export function sortByRateDescending(slots: Int32Array, rate: Float64Array): void {
  const n = slots.length
  if (n <= SMALL) {
    insertionSort(slots, rate)
    return
  }
  const keys = new Float64Array(n)
  for (let i = 0; i < n; i++) keys[i] = rate[slots[i]!]!
  keys.sort()
  // next.get(r) = where the next slot with rate r goes: after every slot with a higher rate.
  const next = new Map<number, number>()
  let position = 0
  for (let i = n - 1; i >= 0; i--) {
    const key = keys[i]!
    if (i === n - 1 || key !== keys[i + 1]) next.set(key, position)
    position++
  }
  const input = slots.slice()
  for (let i = 0; i < n; i++) {
    const slot = input[i]!
    const key = rate[slot]!
    const at = next.get(key)!
    slots[at] = slot
    next.set(key, at + 1)
  }
}

function insertionSort(slots: Int32Array, rate: Float64Array): void {
  for (let i = 1; i < slots.length; i++) {
    const slot = slots[i]!
    const r = rate[slot]!
    let j = i - 1
    while (j >= 0 && rate[slots[j]!]! < r) {
      slots[j + 1] = slots[j]!
      j--
    }
    slots[j + 1] = slot
  }
}
