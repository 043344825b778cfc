// `npm test`: runs every gate in turn (lint, format, types, vitest, build, sizes, Storybook, Playwright)
// and ends with one line "N passed, N failed".
// Gates that are test runners (vitest, Playwright) count each test; the others count as one check each.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface Tally {
  passed: number
  failed: number
  skipped: number
}

const outDir = '.test-results'
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

/** vitest's JSON report: one count per test. */
function vitest(): void {
  const report = join(outDir, 'vitest.json')
  const code = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  if (!existsSync(report)) {
    total.failed++
    failures.push('vitest (no report)')
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
  if (json.numFailedTests > 0 || brokenFiles.length > 0 || code !== 0) failures.push('vitest')
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
vitest()
check('build', 'npm', ['run', 'build'])
check('size budgets', 'npx', ['tsx', 'scripts/size-check.ts'])
check('storybook build', 'npm', ['run', 'build-storybook'])
playwright()

if (failures.length > 0) console.log(`\nFailed gates: ${failures.join(', ')}`)
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`)
process.exit(total.failed > 0 ? 1 : 0)
