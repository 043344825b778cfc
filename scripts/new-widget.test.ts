// The scaffold, run into a temporary copy of the repository's layout (src/core and the widget internals
// linked in, never the real src/widgets): the generated widget must typecheck under the project's strict
// settings and pass its own generated test; names, tag and size budget are checked as text.
import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newWidget, widgetNames, withBudget } from './new-widget'

const repo = resolve('.')
const name = 'fee-gauge'
let root: string

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'new-widget-'))
  mkdirSync(join(root, 'src/widgets'), { recursive: true })
  mkdirSync(join(root, 'scripts'))
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'))
  symlinkSync(join(repo, 'src/core'), join(root, 'src/core'))
  for (const folder of ['internal', 'themes', 'events'])
    symlinkSync(join(repo, 'src/widgets', folder), join(root, 'src/widgets', folder))
  writeFileSync(
    join(root, 'scripts/size-check.ts'),
    readFileSync(join(repo, 'scripts/size-check.ts'), 'utf8'),
  )
  // The linked folders resolve to the repository, outside this root: let Vite serve them.
  writeFileSync(
    join(root, 'vitest.config.mjs'),
    'export default { server: { fs: { strict: false } } }\n',
  )
  const tsconfig = JSON.parse(readFileSync(join(repo, 'tsconfig.json'), 'utf8')) as object
  writeFileSync(
    join(root, 'tsconfig.json'),
    JSON.stringify({
      ...tsconfig,
      include: [`src/widgets/${name}`, 'src/widgets/internal/**/*.d.ts'],
    }),
  )
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('npm run new-widget', () => {
  it('spells the name for files, classes, the API table and titles; refuses bad names', () => {
    expect(widgetNames('fee-gauge')).toEqual({
      name: 'fee-gauge',
      pascal: 'FeeGauge',
      camel: 'feeGauge',
      title: 'Fee gauge',
    })
    expect(() => widgetNames('FeeGauge')).toThrow(/kebab-case/)
    expect(() => widgetNames('internal')).toThrow()
  })

  it('dry run names every file and writes nothing', async () => {
    const planned = await newWidget(name, root, true)
    expect(planned).toEqual(
      expect.arrayContaining([
        `src/widgets/${name}/${name}.api.ts`,
        `src/widgets/${name}/${name}.element.ts`,
        `src/widgets/${name}/${name}.tsx`,
        `src/widgets/${name}/${name}.css`,
        `src/widgets/${name}/${name}.test.tsx`,
        `src/widgets/${name}/${name}.stories.tsx`,
        `src/widgets/${name}/messages.ts`,
        'scripts/size-check.ts',
      ]),
    )
    expect(readdirSync(join(root, 'src/widgets'))).not.toContain(name)
  })

  it('writes a widget that carries its tag, its API table and a size budget', async () => {
    await newWidget(name, root)
    const folder = join(root, 'src/widgets', name)
    const element = readFileSync(join(folder, `${name}.element.ts`), 'utf8')
    expect(element).toContain('@tag mempool-fee-gauge')
    expect(element).toContain('reactElement(MempoolFeeGauge, feeGaugeApi)')
    expect(readFileSync(join(folder, `${name}.api.ts`), 'utf8')).toContain(
      "tag: 'mempool-fee-gauge'",
    )
    expect(readFileSync(join(folder, 'messages.ts'), 'utf8')).toContain("id: 'fee-gauge.tip'")
    expect(readFileSync(join(root, 'scripts/size-check.ts'), 'utf8')).toContain(
      "'elements/mempool-fee-gauge.js': 90,",
    )
    expect(readdirSync(folder).join(' ')).not.toMatch(/__|\.tpl/)
    await expect(newWidget(name, root)).rejects.toThrow(/already exists/)
  })

  it('the generated files are in the project’s Prettier style', () => {
    const prettier = join(repo, 'node_modules/prettier/bin/prettier.cjs')
    const folder = join(root, 'src/widgets', name)
    const config = join(repo, '.prettierrc.json')
    expect(() =>
      execFileSync(process.execPath, [prettier, '--config', config, '--check', folder], {
        encoding: 'utf8',
      }),
    ).not.toThrow()
  })

  it('the generated widget typechecks under the project settings', () => {
    const tsc = join(repo, 'node_modules/typescript/bin/tsc')
    let errors = ''
    try {
      execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.json')], { encoding: 'utf8' })
    } catch (error) {
      errors = String((error as { stdout?: string }).stdout ?? error)
    }
    expect(errors).toBe('')
  }, 120_000)

  it('the generated test passes', () => {
    const vitest = join(repo, 'node_modules/vitest/vitest.mjs')
    const output = execFileSync(
      process.execPath,
      [vitest, 'run', '--root', root, `src/widgets/${name}`],
      { encoding: 'utf8', env: { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' } },
    )
    expect(output).toMatch(/Tests\s+2 passed/)
  }, 120_000)

  it('adds the budget line once, right inside BUDGETS_KB', () => {
    const source = "const BUDGETS_KB: Record<string, number> = {\n  'a.js': 1,\n}\n"
    const once = withBudget(source, widgetNames('x'))
    expect(once).toBe(
      "const BUDGETS_KB: Record<string, number> = {\n  'elements/mempool-x.js': 90,\n  'a.js': 1,\n}\n",
    )
    expect(withBudget(once, widgetNames('x'))).toBe(once)
  })
})
