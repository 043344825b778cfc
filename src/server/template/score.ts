// Core's ancestor score: the lower of own and ancestor fee rate, compared exactly by cross-multiplication.
import { hashLess } from './txid-order'
// local copy of an import used in hot loops (tsx's CommonJS output reads imported bindings through getters)
const hashBefore = hashLess

/**
 * Writes the (fee sats, size vB) pair Core ranks a tx by: the own pair when the own rate is strictly lower than the
 * ancestor rate, else the ancestor pair (so min(own, ancestor), ties taking the ancestor pair).
 */
export function setScore(
  id: number,
  ownFee: number,
  ownSize: number,
  ancFee: number,
  ancSize: number,
  outFee: Float64Array,
  outSize: Float64Array | Int32Array,
): void {
  // own/own vs anc/anc: own rate lower exactly when ancFee × ownSize > ownFee × ancSize
  if (ancFee * ownSize > ownFee * ancSize) {
    outFee[id] = ownFee
    outSize[id] = ownSize
  } else {
    outFee[id] = ancFee
    outSize[id] = ancSize
  }
}

/** True when score a (feeA/sizeA, tx a) ranks before score b: higher rate first, then lower hash. */
export function scoreBefore(
  feeA: number,
  sizeA: number,
  a: number,
  feeB: number,
  sizeB: number,
  b: number,
  hashWords: Uint32Array,
): boolean {
  // doubles hold these products exactly (sats × vB stays far below 2^53)
  const left = feeA * sizeB
  const right = feeB * sizeA
  if (left !== right) return left > right
  return hashBefore(hashWords, a, b)
}

/** Sigop-adjusted virtual size in vB: ceil(max(weight, sigops × 20) / 4). */
export function adjustedVsize(weight: number, sigops: number): number {
  return Math.ceil(Math.max(weight, sigops * 20) / 4)
}

/** scoreBefore for rank-numbered txs: ties look up each rank's graph slot (`slotOf`) for its hash. */
export function scoreBeforeRanked(
  feeA: number,
  sizeA: number,
  a: number,
  feeB: number,
  sizeB: number,
  b: number,
  slotOf: Int32Array,
  hashWords: Uint32Array,
): boolean {
  const left = feeA * sizeB
  const right = feeB * sizeA
  if (left !== right) return left > right
  return hashBefore(hashWords, slotOf[a]!, slotOf[b]!)
}
