// Address list of a server-configured wallet (`GET /api/v1/wallet/{name}`).
import { normalizeAddress } from './address'

/** Esplora chain stats (sats and counts). */
export interface WalletChainStats {
  readonly funded_txo_sum: number
  readonly spent_txo_sum: number
  readonly tx_count: number
}

export interface WalletEntry {
  readonly address: string
  readonly stats: WalletChainStats
}

export interface WalletAddressSummary {
  readonly address: string
  /** funded − spent, in sats. */
  readonly balanceSats: number
  readonly txCount: number
}

/** Key of the pseudo-entry holding off-chain balance history; it is not an address. */
export const PRIVATE_WALLET_KEY = 'private'

/**
 * The wallet's on-chain addresses: the `private` entry is left out, addresses are normalised (upper-case bech32 →
 * lower) and listed once (first entry wins), ordered by balance (largest first), then by address.
 */
export function walletAddresses(
  wallet: Readonly<Record<string, WalletEntry>>,
): WalletAddressSummary[] {
  const seen = new Map<string, WalletAddressSummary>()
  for (const [key, entry] of Object.entries(wallet)) {
    if (key === PRIVATE_WALLET_KEY) continue
    const address = normalizeAddress(entry.address || key)
    if (seen.has(address)) continue
    seen.set(address, {
      address,
      balanceSats: entry.stats.funded_txo_sum - entry.stats.spent_txo_sum,
      txCount: entry.stats.tx_count,
    })
  }
  return [...seen.values()].sort(
    (a, b) =>
      b.balanceSats - a.balanceSats || (a.address < b.address ? -1 : a.address > b.address ? 1 : 0),
  )
}

/** Sum of the listed addresses' balances in sats. */
export function walletBalanceSats(wallet: Readonly<Record<string, WalletEntry>>): number {
  return walletAddresses(wallet).reduce((sum, entry) => sum + entry.balanceSats, 0)
}
