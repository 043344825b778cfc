// Small builders for hand-made template cases.
import type { TemplateTx } from './types'

/** A txid whose display hex is `hex` left-padded with zeros to 64 chars. */
export function txidOf(hex: string): string {
  return hex.padStart(64, '0')
}

export function tx(
  txid: string,
  fee: number,
  weight: number,
  depends: string[] = [],
  sigops = 0,
): TemplateTx {
  return { txid, fee, weight, sigops, depends }
}
