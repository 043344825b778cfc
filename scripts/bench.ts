// `npm run bench`: runs every bench/*.ts file in name order; each prints its own figures.
import { readdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const only = process.argv.slice(2)
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.ts') && !f.startsWith('_'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
let failed = 0
for (const file of files) {
  console.log(`\n## ${file.replace(/\.ts$/, '')}`)
  const r = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' })
  if (r.status !== 0) failed++
}
process.exit(failed > 0 ? 1 : 0)
