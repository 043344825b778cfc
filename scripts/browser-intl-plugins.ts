// The browser's FormatJS, shared by the library's browser build (rollup.config.ts) and the site (Vite): messages
// ship precompiled, so neither the ICU parser nor FormatJS's createIntl reach a page. Every message id must be in
// the catalog, which scripts/i18n-check.test.ts enforces.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from '@formatjs/icu-messageformat-parser'
import MagicString from 'magic-string'
import type { AstNode, Plugin } from 'rollup'

/**
 * FormatJS's createIntl (~3.5 kB gzip) → the core's parity-tested stand-in for precompiled messages, and the ICU
 * parser → FormatJS's parser-less build (~9 kB gzip).
 */
export function formatjsForBrowser(): Plugin {
  return {
    name: 'mempool-widgets-formatjs-browser',
    resolveId(id, importer) {
      if (id === '@formatjs/intl') return resolve('src/core/i18n/browser-intl.ts')
      if (id === '@formatjs/icu-messageformat-parser') {
        return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, {
          skipSelf: true,
        })
      }
      return null
    },
  }
}

export const catalogFile = /src\/core\/i18n\/catalog\/[^/]+\.json$/

/** A message catalog with every ICU message parsed now (FormatJS's precompiled form). */
export function precompiledCatalog(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>
  return JSON.stringify(
    Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)])),
  )
}

export interface Node extends AstNode {
  [key: string]: unknown
}
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** Every node of an ESTree, depth first. */
export function* nodes(node: Node): Generator<Node> {
  yield node
  for (const value of Object.values(node))
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) yield* nodes(child)
}

export const propertyName = (property: Node): string | undefined => {
  const key = property.key as Node | undefined
  return key?.type === 'Identifier' ? (key.name as string) : undefined
}

/**
 * Browser build: each message descriptor (`{ id, defaultMessage, description }`) ships its English text
 * precompiled and without the translator's description, and the English catalog ships empty. English is then
 * carried by the widgets that show it (a footer page no longer downloads the strip's strings) and FormatJS
 * formats the precompiled default, as it does for any id a catalog lacks. The other catalogs load precompiled. The English catalog is generated
 * from these same defaults (scripts/i18n-check.test.ts), so the texts are identical.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'mempool-widgets-messages',
    load(id) {
      if (!catalogFile.test(id)) return null
      // English ships inside the descriptors; every other catalog is a lazy chunk of precompiled messages.
      return /\/en\.json$/.test(id) ? '{}' : precompiledCatalog(readFileSync(id, 'utf8'))
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('defaultMessage')) return null
      const out = new MagicString(code)
      for (const node of nodes(this.parse(code) as unknown as Node)) {
        if (node.type !== 'ObjectExpression') continue
        const properties = (node.properties as Node[]).filter((p) => p.type === 'Property')
        if (!properties.some((p) => propertyName(p) === 'id')) continue
        properties.forEach((property, index) => {
          const value = property.value as Node
          if (value.type !== 'Literal' || typeof value.value !== 'string') return
          if (propertyName(property) === 'defaultMessage')
            out.overwrite(value.start, value.end, JSON.stringify(parse(value.value)))
          else if (propertyName(property) === 'description')
            out.remove(property.start, properties[index + 1]?.start ?? property.end)
        })
      }
      return out.hasChanged()
        ? { code: out.toString(), map: out.generateMap({ hires: true }) }
        : null
    },
  }
}
