// Writes custom-elements.json from the elements' JSDoc headers (custom-elements-manifest.config.mjs) and
// checks the result: every src/widgets/<name>/<name>.element.ts must yield a custom element with a tag.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestDeclaration {
  customElement?: boolean
  tagName?: string
  attributes?: unknown[]
}

interface Manifest {
  modules: { path: string; declarations?: ManifestDeclaration[] }[]
}

export function buildManifest(): Manifest {
  const result = spawnSync(
    'npx',
    ['cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'],
    {
      encoding: 'utf8',
    },
  )
  if (result.status !== 0)
    throw new Error(`custom-elements-manifest analyzer failed:\n${result.stderr}${result.stdout}`)
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest

  const elementFiles = readdirSync('src/widgets', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('src/widgets', entry.name, `${entry.name}.element.ts`))
    .filter((file) => existsSync(file))
  const missing = elementFiles.filter((file) => {
    const module = manifest.modules.find((m) => m.path === file)
    return !module?.declarations?.some((d) => d.customElement && d.tagName)
  })
  if (missing.length > 0) throw new Error(`no @tag JSDoc header found in: ${missing.join(', ')}`)
  return manifest
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = buildManifest()
  const tags = manifest.modules.flatMap((m) =>
    (m.declarations ?? []).filter((d) => d.tagName).map((d) => `<${d.tagName}>`),
  )
  console.log(`custom-elements.json: ${tags.join(', ')}`)
}
