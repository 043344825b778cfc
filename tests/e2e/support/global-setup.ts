// Playwright's global setup: a fresh folder for this run's live-server templates (live-templates.ts), deleted
// by the teardown it returns, so no run resumes data made by older code.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEMPLATES_ENV } from './live-templates'

export default function globalSetup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'mempool-live-templates-'))
  process.env[TEMPLATES_ENV] = root
  return () => rmSync(root, { recursive: true, force: true })
}
