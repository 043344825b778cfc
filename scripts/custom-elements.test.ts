// custom-elements.json against the API tables: every element's attributes in the manifest are exactly its
// table's rows (names in order, types, defaults, descriptions, properties), the JSDoc keeps its events, CSS
// properties and parts, and no element file carries a second, hand-written @attr list.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { camelCase } from '../src/widgets/internal/element-api'
import type { ElementApi } from '../src/widgets/internal/element-api'
import { buildManifest } from './build-manifest'
import type { Manifest, ManifestDeclaration } from './build-manifest'

const widgetFolders = readdirSync('src/widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => readdirSync(join('src/widgets', name)).includes(`${name}.element.ts`))

async function tableOf(name: string): Promise<ElementApi> {
  const module = (await import(
    pathToFileURL(resolve('src/widgets', name, `${name}.api.ts`)).href
  )) as Record<string, unknown>
  const api = Object.values(module).find(
    (value): value is ElementApi => typeof value === 'object' && value !== null && 'tag' in value,
  )
  if (!api) throw new Error(`${name}.api.ts exports no element API table`)
  return api
}

let manifest: Manifest
beforeAll(() => {
  manifest = buildManifest()
}, 60_000)

const declarationOf = (tag: string): ManifestDeclaration | undefined =>
  manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag)

describe('custom-elements.json and the API tables', () => {
  it.each(widgetFolders)('%s: the manifest lists exactly the table’s attributes', async (name) => {
    const api = await tableOf(name)
    const declaration = declarationOf(api.tag)
    expect(declaration, `<${api.tag}> missing from custom-elements.json`).toBeDefined()
    const rows = Object.entries(api.attributes)
    expect(declaration?.attributes?.map((a) => a.name)).toEqual(rows.map(([row]) => row))
    for (const [row, spec] of rows) {
      const attribute = declaration?.attributes?.find((a) => a.name === row)
      expect(attribute?.description).toBe(spec.description)
      const type = attribute?.type?.text ?? ''
      if (spec.type === 'enum')
        expect(type.split(' | ')).toEqual(spec.values.map((value) => `'${value}'`))
      else expect(type).toBe(spec.type)
      const fallback = attribute?.default
      if (spec.default === undefined) expect(fallback).toBeUndefined()
      else expect(fallback?.replace(/^'(.*)'$/, '$1')).toBe(String(spec.default))
    }
  })

  it.each(widgetFolders)('%s: attributes are declared only in the table', (name) => {
    const element = readFileSync(join('src/widgets', name, `${name}.element.ts`), 'utf8')
    expect(element).not.toMatch(/@attr\b|@attribute\b/)
    expect(element).toContain(`${camelCase(name)}Api`)
  })

  it('keeps the JSDoc’s events, CSS properties and parts', () => {
    const blockchain = declarationOf('mempool-blockchain')
    expect(blockchain?.events?.map((e) => e.name)).toEqual([
      'mp-block-select',
      'mp-mempool-block-select',
    ])
    expect(blockchain?.cssProperties?.length).toBeGreaterThan(5)
    expect(blockchain?.cssParts?.map((p) => p.name)).toContain('pool-badge')
    expect(declarationOf('mempool-footer')?.cssParts?.map((p) => p.name)).toContain('sync-badge')
  })
})
