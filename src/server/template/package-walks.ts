// The package and descendant walks of BlockAssembler over the ranked mempool: collecting a package parents-first
// (SortForBlock), updating descendants after a package is added (UpdatePackagesForAdded), and the next block's
// "mempool entry" of a tx re-scored by earlier blocks.
import type { AssemblerState } from './assembler-state'
import { setScore } from './score'
import { hashLess } from './txid-order'
import type { PackageOrder } from './types'
// local copy of an import used in hot loops (tsx's CommonJS output reads imported bindings through getters)
const scoreInto = setScore
const hashBefore = hashLess

// The tx and its unselected ancestors into packageBuffer, parents first: ascending ancestor count, then hash
// (SortForBlock). Returns the member count.
export function collectPackage(s: AssemblerState, id: number, packageOrder: PackageOrder): number {
  const { parentStart, parentList } = s.m
  const selectedIn = s.selectedIn
  const members = s.packageBuffer
  members[0] = id
  let open = false
  for (let k = parentStart[id]!; k < parentStart[id + 1]!; k++)
    if (selectedIn[parentList[k]!]! < 0) open = true
  if (!open) return 1
  const marks = s.marks
  const generation = s.nextGeneration()
  marks[id] = generation
  let n = 1
  for (let i = 0; i < n; i++) {
    const x = members[i]!
    for (let k = parentStart[x]!; k < parentStart[x + 1]!; k++) {
      const p = parentList[k]!
      if (marks[p] === generation || selectedIn[p]! >= 0) continue
      marks[p] = generation
      members[n++] = p
    }
  }
  // Core sorts by the mempool entry's ancestor count, which still counts ancestors already in this block
  const count = packageOrder === 'remaining-count' ? remainingCounts(s, n) : s.m.ancCount
  const { slotOf, hashWords } = s.m
  for (let i = 1; i < n; i++) {
    const x = members[i]!
    let j = i - 1
    while (j >= 0) {
      const y = members[j]!
      if (
        count[y]! < count[x]! ||
        (count[y] === count[x] && hashBefore(hashWords, slotOf[y]!, slotOf[x]!))
      )
        break
      members[j + 1] = y
      j--
    }
    members[j + 1] = x
  }
  return n
}

// Per package member: 1 + its ancestors not yet selected (written into `stack`, indexed by rank).
function remainingCounts(s: AssemblerState, memberCount: number): Int32Array {
  const counts = s.stack
  for (let i = 0; i < memberCount; i++) {
    const x = s.packageBuffer[i]!
    counts[x] = unselectedAncestorCount(s, x)
  }
  return counts
}

// 1 + the number of ancestors of x that no block has taken yet.
function unselectedAncestorCount(s: AssemblerState, x: number): number {
  const { parentStart, parentList } = s.m
  const marks = s.marks
  const generation = s.nextGeneration()
  const found = [x]
  marks[x] = generation
  for (let i = 0; i < found.length; i++) {
    const y = found[i]!
    for (let k = parentStart[y]!; k < parentStart[y + 1]!; k++) {
      const p = parentList[k]!
      if (marks[p] === generation || s.selectedIn[p]! >= 0) continue
      marks[p] = generation
      found.push(p)
    }
  }
  return found.length
}

// UpdatePackagesForAdded for one added member: every unselected descendant loses it from its sums.
export function updateDescendants(
  s: AssemblerState,
  member: number,
  b: number,
  clusterRate: number,
  touched: number[],
): void {
  const m = s.m
  const { childStart, childList } = m
  const { heap, selectedIn, touchedBefore, touchedIn, modFee, modSize, modSigops } = s
  const fee = m.fee[member]!
  const size = m.vsize[member]!
  const sigops = m.sigops[member]!
  const marks = s.marks
  const generation = s.nextGeneration()
  const stack = s.stack
  let top = 0
  marks[member] = generation
  stack[top++] = member
  while (top > 0) {
    const x = stack[--top]!
    for (let k = childStart[x]!; k < childStart[x + 1]!; k++) {
      const d = childList[k]!
      if (marks[d] === generation) continue
      marks[d] = generation
      stack[top++] = d
      if (selectedIn[d]! >= 0) continue
      if (touchedBefore[d]! < 0) touchedBefore[d] = b
      if (touchedIn[d] !== b) {
        touchedIn[d] = b
        touched.push(d)
      }
      if (!heap.has(d)) {
        // a fresh modified entry starts from the block-start entry, as Core builds it from the mempool entry
        modFee[d] = m.ancFee[d]!
        modSize[d] = m.ancSize[d]!
        modSigops[d] = m.ancSigops[d]!
      }
      modFee[d] = modFee[d]! - fee
      modSize[d] = modSize[d]! - size
      modSigops[d] = modSigops[d]! - sigops
      scoreInto(d, m.fee[d]!, m.vsize[d]!, modFee[d]!, modSize[d]!, s.modScoreFee, s.modScoreSize)
      heap.upsert(d)
      if (clusterRate < s.dependencyRate[d]!) s.dependencyRate[d] = clusterRate
    }
  }
}

// The next block's "mempool entry" of r: sums over itself and the ancestors no block has taken.
export function restartEntry(s: AssemblerState, r: number): void {
  const m = s.m
  const { parentStart, parentList } = m
  const { marks, stack, selectedIn } = s
  const generation = s.nextGeneration()
  let fee = 0
  let size = 0
  let sigops = 0
  let count = 0
  let top = 0
  marks[r] = generation
  stack[top++] = r
  while (top > 0) {
    const x = stack[--top]!
    fee += m.fee[x]!
    size += m.vsize[x]!
    sigops += m.sigops[x]!
    count++
    for (let k = parentStart[x]!; k < parentStart[x + 1]!; k++) {
      const p = parentList[k]!
      if (marks[p] === generation || selectedIn[p]! >= 0) continue
      marks[p] = generation
      stack[top++] = p
    }
  }
  m.rescored.push(r)
  m.ancFee[r] = fee
  m.ancSize[r] = size
  m.ancSigops[r] = sigops
  m.ancCount[r] = count
  scoreInto(r, m.fee[r]!, m.vsize[r]!, fee, size, m.scoreFee, m.scoreSize)
}
