// custom-elements.json: attributes (and their property fields) come from each element's API table
// (src/widgets/<name>/<name>.api.ts); the JSDoc header of the element class adds @tag, @summary, @fires,
// @cssprop and @csspart. Run through scripts/build-manifest.ts, which loads this file with tsx so the
// TypeScript tables can be imported. The plugin also corrects what the analyzer infers from our element
// factory: reactElement(...) is not a mixin and the React component is not the superclass.
import { readdirSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { manifestAttributes, manifestFields } from './scripts/manifest-attributes.ts'

/** Every exported API table, by tag. */
async function loadApiTables() {
  const tables = new Map()
  for (const name of readdirSync('src/widgets')) {
    const file = resolve('src/widgets', name, `${name}.api.ts`)
    if (!existsSync(file)) continue
    for (const value of Object.values(await import(pathToFileURL(file).href)))
      if (value && typeof value.tag === 'string' && value.attributes) tables.set(value.tag, value)
  }
  return tables
}

function elementsFromTables(tables) {
  return {
    name: 'mempool-widgets-api-tables',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement) continue
          if (declaration.mixins?.some((mixin) => mixin.name === 'reactElement')) {
            delete declaration.mixins
            declaration.superclass = { name: 'HTMLElement' }
          }
          const api = tables.get(declaration.tagName)
          if (!api)
            throw new Error(
              `${module.path}: no API table (<name>.api.ts) for <${declaration.tagName}>`,
            )
          declaration.attributes = manifestAttributes(api)
          declaration.members = manifestFields(api) // the public properties; internals stay out
          const exports = (module.exports ??= [])
          if (!exports.some((e) => e.kind === 'custom-element-definition')) {
            exports.push({
              kind: 'custom-element-definition',
              name: declaration.tagName,
              declaration: { name: declaration.name, module: module.path },
            })
          }
        }
      }
    },
  }
}

export default {
  globs: ['src/widgets/*/*.element.ts'],
  exclude: ['**/*.test.*', '**/*.stories.*'],
  outdir: '.',
  dependencies: false,
  plugins: [elementsFromTables(await loadApiTables())],
}
