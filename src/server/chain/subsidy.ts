// Block subsidy schedule: 50 BTC halving every 210,000 blocks (sats; zero after 64 halvings).
export const HALVING_INTERVAL = 210_000
export const INITIAL_SUBSIDY_SATS = 50 * 100_000_000

export function subsidySats(height: number): number {
  const halvings = Math.floor(height / HALVING_INTERVAL)
  if (halvings >= 64) return 0
  return Number(BigInt(INITIAL_SUBSIDY_SATS) >> BigInt(halvings))
}
