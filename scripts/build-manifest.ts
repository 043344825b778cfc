// Writes custom-elements.json (custom-elements-manifest.config.mjs: attributes from each <name>.api.ts, the
// rest from the element's JSDoc header) and checks the result: every src/widgets/<name>/<name>.element.ts
// must yield a custom element with a tag. The analyzer runs under tsx so its config can import the tables.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

export interface ManifestDeclaration {
  customElement?: boolean
  tagName?: string
  attributes?: { name: string; type?: { text: string }; default?: string; description?: string }[]
  events?: { name: string }[]
  cssProperties?: { name: string }[]
  cssParts?: { name: string }[]
}

export interface Manifest {
  modules: { path: string; declarations?: ManifestDeclaration[] }[]
}

export function buildManifest(): Manifest {
  const cem = createRequire(import.meta.url).resolve('@custom-elements-manifest/analyzer/cem.js')
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      cem,
      'analyze',
      '--config',
      'custom-elements-manifest.config.mjs',
      '--quiet',
    ],
    { encoding: 'utf8' },
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
