// `npm run gbt -- FILE` is the command checked on real mempools: its stdout must be the JSON answer alone.
// .npmrc's json=true sends npm's run-script banner to stderr; npm's own errors are not silenced.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const txid = (n: number): string => n.toString(16).padStart(64, '0')

// An enclosing `npm test` / `npm run` passes its config down as npm_config_* variables (its log level too).
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_config_')),
)
const npm = (args: string[]) => spawnSync('npm', args, { encoding: 'utf8', env })

describe('npm run gbt', () => {
  it('prints only {"blocks": …} on stdout (banner on stderr), child after parent', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gbt-npm-'))
    try {
      const file = join(dir, 'mempool.json')
      const txs = [
        { txid: txid(1), fee: 200, weight: 800, sigops: 0, depends: [] },
        { txid: txid(2), fee: 20_000, weight: 800, sigops: 0, depends: [txid(1)] },
        { txid: txid(3), fee: 1_000, weight: 800, sigops: 0, depends: [] },
      ]
      writeFileSync(file, JSON.stringify({ txs }))
      const run = npm(['run', 'gbt', '--', file])
      expect(run.status).toBe(0)
      expect(run.stderr).toContain('> mempool-widgets@')
      const answer = JSON.parse(run.stdout) as {
        blocks: { txids: string[]; weight: number; fees: number }[]
      }
      // the child pays 20,200 sats for both (≈ 50.5 sat/vB) ahead of the lone 5 sat/vB tx
      expect(answer.blocks[0]).toEqual({
        txids: [txid(1), txid(2), txid(3)],
        weight: 2400,
        fees: 21_200,
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("npm's own errors still show: a missing script is reported on stderr", () => {
    const run = npm(['run', 'no-such-script'])
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain('Missing script: "no-such-script"')
  })
})
