// "Builds what is missing": the first start runs `npm run build` once when the site has not been built.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/** Returns true when the site is available afterwards. */
export function ensureSiteBuilt(
  rootDir: string,
  siteDir: string,
  log: (line: string) => void,
): boolean {
  if (existsSync(join(siteDir, 'index.html'))) return true
  log(`site not built yet (${siteDir}); running npm run build once…`)
  const result = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' })
  if (result.status === 0 && existsSync(join(siteDir, 'index.html'))) return true
  log('build failed or produced no site; serving the API and websocket only')
  return false
}
