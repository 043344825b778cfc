// Coinbase maturity (consensus): a coinbase output may be spent only in a block at least 100 blocks above it.
export const COINBASE_MATURITY = 100

/** True when an output of the coinbase at `coinbaseHeight` may be spent by a tx in block `spendHeight`. */
export function isMatureCoinbase(coinbaseHeight: number, spendHeight: number): boolean {
  return spendHeight - coinbaseHeight >= COINBASE_MATURITY
}
