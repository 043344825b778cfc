// `npm test`: runs every gate in turn (lint, format, types, vitest, build, packed package, sizes, Storybook,
// Playwright) and ends with exactly one line "N passed, N failed" (skipped tests on the line before).
// Gates that are test runners (vitest, Playwright) count each test; the others count as one check each.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

interface Tally {
  passed: number
  failed: number
  skipped: number
}

const outDir = '.test-results'
// A report left by an earlier run must not count for this one: a runner that crashes writes none.
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const failures: string[] = []

function run(cmd: string, args: string[]): number {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`)
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  })
  return result.status ?? 1
}

/** A gate that is one check: passes when its command exits 0. */
function check(name: string, cmd: string, args: string[]): void {
  if (run(cmd, args) === 0) total.passed++
  else {
    total.failed++
    failures.push(name)
  }
}

/** vitest's JSON report: one count per test. `config` picks another suite (the packed package). */
function vitest(name: string, config?: string): void {
  const report = join(outDir, `${name}.json`)
  const code = run('npx', [
    'vitest',
    'run',
    ...(config ? ['--config', config] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  if (!existsSync(report)) {
    total.failed++
    failures.push(`${name} (no report)`)
    return
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    testResults: { status: string; name: string; message?: string }[]
  }
  total.passed += json.numPassedTests
  total.failed += json.numFailedTests
  total.skipped += json.numPendingTests + json.numTodoTests
  // A file that fails to load has no test results but still fails the run.
  const brokenFiles = json.testResults.filter((f) => f.status === 'failed' && f.message)
  total.failed += brokenFiles.length
  if (json.numFailedTests > 0 || brokenFiles.length > 0 || code !== 0) failures.push(name)
  if (code !== 0 && json.numFailedTests === 0 && brokenFiles.length === 0) total.failed++
}

/** Playwright's JSON report: one count per test. */
function playwright(): void {
  const report = join(outDir, 'playwright.json')
  const code = spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  }).status
  if (!existsSync(report)) {
    total.failed++
    failures.push('playwright (no report)')
    return
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  }
  total.passed += json.stats.expected + json.stats.flaky
  total.failed += json.stats.unexpected
  total.skipped += json.stats.skipped
  if (json.stats.unexpected > 0 || code !== 0) failures.push('playwright')
  if (code !== 0 && json.stats.unexpected === 0) total.failed++
}

check('lint', 'npx', ['eslint', '.', '--max-warnings', '0'])
check('format', 'npx', ['prettier', '--check', '.'])
check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])
vitest('vitest')
check('build', 'npm', ['run', 'build'])
vitest('packed-package', 'vitest.package.config.ts')
check('size budgets', 'npx', ['tsx', 'scripts/size-check.ts'])
check('storybook build', 'npm', ['run', 'build-storybook'])
playwright()

if (failures.length > 0) console.log(`\nFailed gates: ${failures.join(', ')}`)
if (total.skipped > 0) console.log(`${total.skipped} skipped`)
console.log(`${total.passed} passed, ${total.failed} failed`)
process.exit(total.failed > 0 ? 1 : 0)
