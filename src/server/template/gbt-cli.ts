// `npm run gbt -- FILE`: reads {"txs":[{txid, fee, weight, sigops, depends}]} and prints the projected blocks
// as {"blocks":[{"txids":[…],"weight":W,"fees":F}]}; block 0 is Core's getblocktemplate for that mempool.
import { readFileSync } from 'node:fs'
import { buildTemplate } from './build-template'
import { parseTemplateInput } from './template-input'

function main(argv: readonly string[]): number {
  const file = argv[0]
  if (file === undefined) {
    process.stderr.write('usage: npm run gbt -- FILE.json\n')
    return 2
  }
  const txs = parseTemplateInput(JSON.parse(readFileSync(file, 'utf8')))
  const blocks = buildTemplate(txs).map((b) => ({ txids: b.txids, weight: b.weight, fees: b.fees }))
  process.stdout.write(JSON.stringify({ blocks }) + '\n')
  return 0
}

process.exitCode = main(process.argv.slice(2))
