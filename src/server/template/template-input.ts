// Validates the `npm run gbt` input file: {"txs":[{"txid","fee","weight","sigops","depends":[…]}]}.
import type { TemplateTx } from './types'

export function parseTemplateInput(json: unknown): TemplateTx[] {
  const txs = (json as { txs?: unknown } | null)?.txs
  if (!Array.isArray(txs)) throw new Error('input must be {"txs":[…]}')
  return txs.map((raw: unknown, i) => {
    const t = raw as Record<string, unknown>
    const { txid, fee, weight, sigops } = t
    const depends = t['depends'] ?? []
    if (typeof txid !== 'string') throw new Error(`txs[${i}].txid must be a string`)
    if (typeof fee !== 'number' || typeof weight !== 'number')
      throw new Error(`txs[${i}]: fee and weight must be numbers`)
    if (sigops !== undefined && typeof sigops !== 'number')
      throw new Error(`txs[${i}].sigops must be a number`)
    if (!Array.isArray(depends) || depends.some((d) => typeof d !== 'string'))
      throw new Error(`txs[${i}].depends must be a list of txids`)
    return {
      txid: txid.toLowerCase(),
      fee,
      weight,
      sigops: sigops ?? 0,
      depends: (depends as string[]).map((d) => d.toLowerCase()),
    }
  })
}
