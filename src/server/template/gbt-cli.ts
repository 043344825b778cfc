// `npm run gbt -- FILE [--package-order remaining-count]`: reads {"txs":[{txid, fee, weight, sigops, depends}]} and
// prints the projected blocks as {"blocks":[{"txids":[…],"weight":W,"fees":F}]}; block 0 is Core's
// getblocktemplate for that mempool.
import { readFileSync } from 'node:fs'
import { buildTemplate } from './build-template'
import { parseTemplateInput } from './template-input'
import type { PackageOrder } from './types'

const USAGE = 'usage: npm run gbt -- FILE.json [--package-order mempool-count|remaining-count]\n'

function main(argv: readonly string[]): number {
  const args = [...argv]
  let packageOrder: PackageOrder = 'mempool-count'
  const flag = args.indexOf('--package-order')
  if (flag >= 0) {
    const value = args[flag + 1]
    if (value !== 'mempool-count' && value !== 'remaining-count') {
      process.stderr.write(USAGE)
      return 2
    }
    packageOrder = value
    args.splice(flag, 2)
  }
  const file = args[0]
  if (file === undefined || args.length > 1) {
    process.stderr.write(USAGE)
    return 2
  }
  const txs = parseTemplateInput(JSON.parse(readFileSync(file, 'utf8')))
  const blocks = buildTemplate(txs, { packageOrder }).map((b) => ({
    txids: b.txids,
    weight: b.weight,
    fees: b.fees,
  }))
  process.stdout.write(JSON.stringify({ blocks }) + '\n')
  return 0
}

process.exitCode = main(process.argv.slice(2))
