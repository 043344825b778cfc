// The published package as a user gets it: `npm pack`, installed into an empty folder with production
// dependencies only, and every entry imported by its package name in a fresh Node process. Fails when a
// runtime import is only a devDependency, when the tarball carries more than the library, or when an element
// file does not register its tag. Runs after the build (its own gate in scripts/test.ts, `npm run
// test:package`); builds the library first when dist/ lacks it.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string
  devDependencies: Record<string, string>
}
const happyDom = pathToFileURL(createRequire(import.meta.url).resolve('happy-dom')).href

// npm_* variables from an enclosing `npm run` would configure the child npm (loglevel, prefix …).
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
)

function run(cmd: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: cleanEnv, timeout: 120_000 })
  if (result.status !== 0)
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    )
  return result
}

/** Imports one entry by name and prints what it gave: its export names and the tags now defined. */
const probe = `
const [spec, dom] = process.argv.slice(2)
if (dom === 'dom') {
  const { Window } = await import(${JSON.stringify(happyDom)})
  const window = new Window({ url: 'http://localhost/' })
  // Node's own Event classes would not dispatch on happy-dom's nodes.
  const replace = new Set(['Event', 'CustomEvent', 'EventTarget', 'navigator'])
  for (const key of Object.getOwnPropertyNames(window))
    if (!(key in globalThis) || replace.has(key)) globalThis[key] = window[key]
  globalThis.window = window
}
const entry = await import(spec)
const tags = typeof customElements === 'undefined' ? [] :
  JSON.parse(process.argv[4]).filter((tag) => customElements.get(tag) !== undefined)
console.log(JSON.stringify({ exports: Object.keys(entry), tags }))
process.exit(0)
`

const libraryBuilt = (): boolean =>
  ['dist/index.js', 'dist/core.js', 'dist/react.js', 'dist/types', 'custom-elements.json'].every(
    (path) => existsSync(join(root, path)),
  )

let work = ''
let app = ''
let tarball = ''
/** Element files of the npm build (`blockchain`) and of the browser build (`mempool-blockchain`). */
let elementFiles: string[] = []
let tags: string[] = []

function importEntry(spec: string, dom: boolean): { exports: string[]; tags: string[] } {
  const result = run('node', ['probe.mjs', spec, dom ? 'dom' : 'node', JSON.stringify(tags)], app)
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as {
    exports: string[]
    tags: string[]
  }
}

/** Package names of the bare imports in the built JavaScript under `dir` ('react/jsx-runtime' → 'react'). */
function importedPackages(dir: string): Set<string> {
  const names = new Set<string>()
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue
    const code = readFileSync(join(dir, file), 'utf8')
    for (const [, spec] of code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"./][^'"]*)['"]/g)) {
      const parts = spec!.split('/')
      names.add(spec!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!)
    }
  }
  return names
}

beforeAll(() => {
  if (!libraryBuilt())
    for (const script of ['build:lib', 'build:types', 'build:manifest'])
      run('npm', ['run', script], root)
  elementFiles = readdirSync(join(root, 'dist/elements'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -'.js'.length))
  tags = elementFiles
    .filter((name) => !name.startsWith('mempool-'))
    .map((name) => `mempool-${name}`)

  work = mkdtempSync(join(tmpdir(), 'mempool-widgets-pack-'))
  const packed = run('npm', ['pack', '--json', '--pack-destination', work], root)
  tarball = join(work, (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename)
  app = join(work, 'app')
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }))
  writeFileSync(join(app, 'probe.mjs'), probe)
  // --prefer-offline: every package comes from npm's cache when it is there (no network needed after npm ci).
  run(
    'npm',
    [
      'install',
      '--omit=dev',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      tarball,
    ],
    app,
  )
  const size = run('du', ['-sh', 'node_modules'], app).stdout.split('\t')[0]
  console.log(`package: ${tarball}, installed with production dependencies: ${size}`)
}, 300_000)

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

describe(`${pkg.name} packed and installed with production dependencies only`, () => {
  it('the tarball holds the library, its types and the manifest, not the site or Storybook', () => {
    const files = run('tar', ['tzf', tarball], work).stdout.trim().split('\n')
    const allowed =
      /^package\/(package\.json|README\.md|LICENSE|custom-elements\.json|dist\/[\w-]+\.js|dist\/(chunks|elements|types)\/.+)$/
    expect(files.filter((file) => !allowed.test(file))).toEqual([])
    expect(files).toContain('package/custom-elements.json')
    expect(files).toContain('package/dist/types/core/index.d.ts')
  })

  it('depends on exactly the packages its files import (dependencies and peers)', () => {
    const installed = JSON.parse(
      readFileSync(join(app, 'node_modules', pkg.name, 'package.json'), 'utf8'),
    ) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> }
    const declared = [
      ...Object.keys(installed.dependencies),
      ...Object.keys(installed.peerDependencies).filter((name) => !name.startsWith('@types/')),
    ]
    expect([...importedPackages(join(app, 'node_modules', pkg.name, 'dist'))].sort()).toEqual(
      declared.sort(),
    )
  })

  it('installs none of the server, site, build or test packages', () => {
    const devOnly = [
      'fastify',
      'better-sqlite3',
      'ws',
      'tsx',
      'react-router',
      'vite',
      'rollup',
      'vitest',
    ]
    expect(devOnly.filter((name) => name in pkg.devDependencies)).toEqual(devOnly)
    expect(devOnly.filter((name) => existsSync(join(app, 'node_modules', name)))).toEqual([])
  })

  it('mempool-widgets/core loads in plain Node, without a DOM', () => {
    const core = importEntry(`${pkg.name}/core`, false)
    expect(core.exports).toEqual(expect.arrayContaining(['createClient', 'getClient']))
  })

  it('mempool-widgets registers every element', () => {
    expect(tags.length).toBeGreaterThan(0)
    expect(importEntry(pkg.name, true).tags).toEqual(tags)
  })

  it('mempool-widgets/react exports the client context and the components', () => {
    const react = importEntry(`${pkg.name}/react`, true)
    expect(react.exports).toContain('ClientContext')
    expect(react.exports.length).toBeGreaterThan(1)
  })

  it('each element file registers its own tag (npm build and self-contained browser build)', () => {
    const registered = elementFiles.map((file) => [
      file,
      importEntry(`${pkg.name}/${file}`, true).tags,
    ])
    const expected = elementFiles.map((file) => [
      file,
      [file.startsWith('mempool-') ? file : `mempool-${file}`],
    ])
    expect(registered).toEqual(expected)
  })
})
