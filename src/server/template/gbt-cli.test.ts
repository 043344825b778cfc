// `npm run gbt -- FILE` prints what buildTemplate computes.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTemplate } from './build-template'
import { syntheticMempool } from './synthetic-mempool'

const dir = mkdtempSync(join(tmpdir(), 'gbt-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function run(args: string[]) {
  return spawnSync('npx', ['tsx', 'src/server/template/gbt-cli.ts', ...args], { encoding: 'utf8' })
}

describe('gbt CLI', () => {
  it('prints {"blocks":[{txids, weight, fees}]} equal to buildTemplate', () => {
    const txs = syntheticMempool({ count: 12_000, seed: 5 })
    const file = join(dir, 'mempool.json')
    writeFileSync(file, JSON.stringify({ txs }))
    const result = run([file])
    expect(result.status).toBe(0)
    const printed = JSON.parse(result.stdout) as {
      blocks: { txids: string[]; weight: number; fees: number }[]
    }
    const expected = buildTemplate(txs).map((b) => ({
      txids: b.txids,
      weight: b.weight,
      fees: b.fees,
    }))
    expect(printed.blocks).toEqual(expected)
    expect(printed.blocks.length).toBeGreaterThan(3)
  })

  it('--package-order remaining-count selects the other parents-first reading', () => {
    const txs = syntheticMempool({ count: 3000, seed: 6 })
    const file = join(dir, 'small.json')
    writeFileSync(file, JSON.stringify({ txs }))
    const result = run([file, '--package-order', 'remaining-count'])
    expect(result.status).toBe(0)
    const printed = JSON.parse(result.stdout) as { blocks: { txids: string[] }[] }
    const expected = buildTemplate(txs, { packageOrder: 'remaining-count' })
    expect(printed.blocks.map((b) => b.txids)).toEqual(expected.map((b) => b.txids))
    expect(run([file, '--package-order', 'bogus']).status).toBe(2)
  })

  it('fails with a usage line without a file, and with a message on malformed input', () => {
    expect(run([]).status).toBe(2)
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify({ txs: [{ txid: 1 }] }))
    const result = run([bad])
    expect(result.status).not.toBe(0)
    expect(result.stderr).toMatch(/txid must be a string/)
  })
})

describe('parseTemplateInput', () => {
  it('lower-cases txids and parents and defaults sigops and depends', async () => {
    const { parseTemplateInput } = await import('./template-input')
    const upper = 'AB'.repeat(32)
    expect(
      parseTemplateInput({
        txs: [{ txid: upper, fee: 1, weight: 400, depends: ['CD'.repeat(32)] }],
      }),
    ).toEqual([
      { txid: 'ab'.repeat(32), fee: 1, weight: 400, sigops: 0, depends: ['cd'.repeat(32)] },
    ])
    expect(
      parseTemplateInput({ txs: [{ txid: 'ef'.repeat(32), fee: 1, weight: 400 }] })[0]!.depends,
    ).toEqual([])
    expect(() => parseTemplateInput({})).toThrow(/txs/)
  })
})
