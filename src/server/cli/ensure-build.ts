// "Builds what is missing": the first start builds the widget bundles and the site once when the site has
// not been built, one step at a time with its name, output and duration (declarations and the manifest are
// not needed to serve, so `npm start` skips them; `npm run build` makes everything).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const STEPS: { script: string; what: string }[] = [
  { script: 'build:lib', what: 'the widget bundles (rollup)' },
  { script: 'build:site', what: 'the site (vite)' },
]

/** Returns true when the site is available afterwards. */
export function ensureSiteBuilt(
  rootDir: string,
  siteDir: string,
  log: (line: string) => void,
): boolean {
  if (existsSync(join(siteDir, 'index.html'))) return true
  log(`site not built yet (${siteDir}); building it once:`)
  for (const [i, step] of STEPS.entries()) {
    const started = performance.now()
    log(`[build ${i + 1}/${STEPS.length}] ${step.what}: npm run ${step.script}…`)
    // the tools' own progress goes straight to the terminal
    const result = spawnSync('npm', ['run', '--silent', step.script], {
      cwd: rootDir,
      stdio: 'inherit',
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    if (result.status !== 0) {
      log(`[build ${i + 1}/${STEPS.length}] failed after ${seconds} s`)
      break
    }
    log(`[build ${i + 1}/${STEPS.length}] done in ${seconds} s`)
  }
  if (existsSync(join(siteDir, 'index.html'))) return true
  log('build failed or produced no site; serving the API and websocket only')
  return false
}
