// Extracts the English source messages from `defineMessages`/`defineMessage` calls into src/core/i18n/catalog/en.json
// (`npm run i18n:extract`), and compares extracted messages with a catalog for scripts/i18n-check.test.ts.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const englishCatalogPath = join(repoRoot, 'src/core/i18n/catalog/en.json')
export const sourcePatterns: readonly string[] = ['src/**/*.{ts,tsx}']
const formatjsBin = join(repoRoot, 'node_modules/.bin/formatjs')

/** Runs `formatjs extract` over `patterns` (relative to the repo root or absolute) and writes a simple id → text map. */
export function extractTo(outFile: string, patterns: readonly string[] = sourcePatterns): void {
  execFileSync(
    formatjsBin,
    [
      'extract',
      ...patterns,
      '--ignore',
      '**/*.test.*',
      '--ignore',
      '**/*.d.ts',
      '--format',
      'simple',
      '--out-file',
      outFile,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  )
}

/** Extracts into a temporary file and returns the id → English text map. */
export function extractMessages(
  patterns: readonly string[] = sourcePatterns,
): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-extract-'))
  try {
    const out = join(dir, 'messages.json')
    extractTo(out, patterns)
    return JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export interface CatalogDiff {
  /** Ids used in code but absent from the catalog. */
  readonly missing: string[]
  /** Ids whose text in code differs from the catalog. */
  readonly changed: string[]
}

export function compareCatalog(
  extracted: Record<string, string>,
  catalog: Record<string, string>,
): CatalogDiff {
  const ids = Object.keys(extracted).sort()
  return {
    missing: ids.filter((id) => !(id in catalog)),
    changed: ids.filter((id) => id in catalog && catalog[id] !== extracted[id]),
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href
if (invokedDirectly) {
  extractTo(englishCatalogPath)
  const count = Object.keys(JSON.parse(readFileSync(englishCatalogPath, 'utf8')) as object).length
  console.log(`wrote ${count} messages to ${englishCatalogPath}`)
}
