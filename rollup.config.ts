// Library build, zustand style: every entry comes from one function and the widget list is discovered
// from src/widgets/<name>/<name>.element.ts, so a new widget folder joins every output by itself.
//  1. npm build (dependencies external): dist/index.js (all tags), dist/core.js, dist/react.js,
//     dist/elements/<name>.js (`mempool-widgets/<name>`).
//  2. browser build (everything bundled, minified): dist/elements/mempool-<name>.js, each self-registering,
//     and dist/mempool-widgets.js with all of them; all share chunks, React sits in one shared chunk.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from '@formatjs/icu-messageformat-parser'
import commonjs from '@rollup/plugin-commonjs'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import MagicString from 'magic-string'
import type { AstNode, Plugin, RollupOptions } from 'rollup'
import esbuild from 'rollup-plugin-esbuild'
// Vite 8's own bundler ships the oxc minifier; it packs React ~1 kB (gzip) tighter than esbuild's.
import { minify } from 'rolldown/utils'

const widgetsDir = resolve('src/widgets')
const elementFile = (name: string): string => resolve(widgetsDir, name, `${name}.element.ts`)
const componentFile = (name: string): string => resolve(widgetsDir, name, `${name}.tsx`)

/** Widget folders: those with a `<name>.element.ts`. */
export const widgets: string[] = readdirSync(widgetsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(elementFile(entry.name)))
  .map((entry) => entry.name)
  .sort()

// Generated entry modules: importing them is the only list of widgets anyone keeps.
const virtualEntries: Record<string, string> = {
  'virtual:all-elements': widgets
    .map((name) => `import ${JSON.stringify(elementFile(name))}`)
    .join('\n'),
  'virtual:index': `import 'virtual:all-elements'\nexport * from ${JSON.stringify(resolve(widgetsDir, 'index.ts'))}`,
  'virtual:react': [
    resolve(widgetsDir, 'react.ts'),
    ...widgets.map(componentFile).filter((file) => existsSync(file)),
  ]
    .map((file) => `export * from ${JSON.stringify(file)}`)
    .join('\n'),
}

/**
 * CSS for the browser: comments and the whitespace no rule needs go (around `{};,`, after a declaration's
 * colon, the last `;` of a block); quoted strings are kept as written.
 */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/('[^']*'|"[^"]*")/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,]) ?/g, '$1')
            .replace(/: /g, ':')
            .replace(/;}/g, '}'),
    )
    .join('')
    .trim()
}

const catalogFile = /src\/core\/i18n\/catalog\/[^/]+\.json$/

/** A message catalog with every ICU message parsed now (FormatJS's precompiled form). */
function precompiledCatalog(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>
  return JSON.stringify(
    Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)])),
  )
}

/**
 * Virtual entries, CSS imported as text (`?inline`, as Vite does) and JSON modules. For the browser the
 * catalogs ship precompiled and the ICU parser is swapped for FormatJS's parser-less build (~9 kB gzip
 * less): every message id must be in the catalog, which scripts/i18n-check.test.ts enforces.
 */
function sources(browser: boolean): Plugin {
  return {
    name: 'mempool-widgets-sources',
    resolveId(id, importer) {
      if (id in virtualEntries) return `\0${id}`
      // FormatJS's createIntl (~3.5 kB gzip) → the core's parity-tested stand-in for precompiled messages.
      if (browser && id === '@formatjs/intl') return resolve('src/core/i18n/browser-intl.ts')
      if (browser && id === '@formatjs/icu-messageformat-parser') {
        return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, {
          skipSelf: true,
        })
      }
      return null
    },
    load(id) {
      if (id.startsWith('\0virtual:')) return virtualEntries[id.slice(1)] ?? null
      if (!id.endsWith('.css?inline')) return null
      const css = readFileSync(id.slice(0, -'?inline'.length), 'utf8')
      return `export default ${JSON.stringify(browser ? compactCss(css) : css)}`
    },
    transform(code, id) {
      if (!id.endsWith('.json')) return null
      return {
        code: `export default ${browser && catalogFile.test(id) ? precompiledCatalog(code) : code}`,
        map: null,
      }
    },
  }
}

/**
 * Minifies each browser chunk with oxc at full settings (compress, top-level mangling in ES modules):
 * about 2 kB gzip less per element file than esbuild's minifier, most of it in React.
 */
function minifyChunks(): Plugin {
  return {
    name: 'mempool-widgets-minify',
    async renderChunk(code, chunk, options) {
      const sourcemap = Boolean(options.sourcemap)
      const result = await minify(chunk.fileName, code, {
        module: true,
        compress: { target: 'es2022' },
        mangle: { toplevel: true },
        sourcemap,
      })
      if (result.errors.length > 0) this.error(result.errors.map((e) => e.message).join('\n'))
      return { code: result.code, map: sourcemap ? (result.map ?? null) : null }
    },
  }
}

interface Node extends AstNode {
  [key: string]: unknown
}
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** Every node of an ESTree, depth first. */
function* nodes(node: Node): Generator<Node> {
  yield node
  for (const value of Object.values(node))
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) yield* nodes(child)
}

const propertyName = (property: Node): string | undefined => {
  const key = property.key as Node | undefined
  return key?.type === 'Identifier' ? (key.name as string) : undefined
}

/**
 * Browser build: each message descriptor (`{ id, defaultMessage, description }`) ships its English text
 * precompiled and without the translator's description, and the English catalog ships empty. English is then
 * carried by the widgets that show it (a footer page no longer downloads the strip's strings) and FormatJS
 * formats the precompiled default, as it does for any id a catalog lacks. The English catalog is generated
 * from these same defaults (scripts/i18n-check.test.ts), so the texts are identical.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'mempool-widgets-messages',
    load(id) {
      return /src\/core\/i18n\/catalog\/en\.json$/.test(id) ? '{}' : null
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

/**
 * Browser build: element attribute specs (`{ type, description, … }` in the `*.api.ts` tables and the shared
 * rows they spread in) ship without their description. Only custom-elements.json shows it, and the manifest
 * is built from the sources (scripts/manifest-attributes.ts); the npm build keeps it.
 */
function attributeDocsOut(): Plugin {
  return {
    name: 'mempool-widgets-attribute-docs',
    transform(code, id) {
      if (!id.includes('/src/widgets/') || !code.includes('description')) return null
      const out = new MagicString(code)
      for (const node of nodes(this.parse(code) as unknown as Node)) {
        if (node.type !== 'ObjectExpression') continue
        const properties = (node.properties as Node[]).filter((p) => p.type === 'Property')
        const type = properties.find((p) => propertyName(p) === 'type')?.value as Node | undefined
        if (type?.type !== 'Literal' || typeof type.value !== 'string') continue
        const index = properties.findIndex((p) => propertyName(p) === 'description')
        const description = properties[index]
        if (description)
          out.remove(description.start, properties[index + 1]?.start ?? description.end)
      }
      return out.hasChanged()
        ? { code: out.toString(), map: out.generateMap({ hires: true }) }
        : null
    },
  }
}

function entry(names: Record<string, string>, browser: boolean): RollupOptions {
  return {
    input: names,
    // npm build: anything that is not a relative or absolute path stays an import.
    external: browser ? [] : (id) => !/^[./\0]|^virtual:/.test(id) && !id.startsWith(resolve('.')),
    plugins: [
      sources(browser),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ...(browser
        ? [
            commonjs(),
            replace({
              preventAssignment: true,
              values: { 'process.env.NODE_ENV': JSON.stringify('production') },
            }),
          ]
        : []),
      esbuild({ target: 'es2022', jsx: 'automatic', legalComments: 'none' }),
      ...(browser ? [precompiledMessages(), attributeDocsOut(), minifyChunks()] : []),
    ],
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: browser ? 'elements/chunks/[name]-[hash].js' : 'chunks/[name]-[hash].js',
      // One React for every element file on the page: its own chunk, loaded once.
      manualChunks: browser
        ? (id) => (/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined)
        : undefined,
    },
    // Only the widgets' own files have side effects (their define() calls): the core and the dependencies
    // are imported for their exports, so what a widget does not use (bitcoinjs-lib …) leaves its file.
    treeshake: browser
      ? { moduleSideEffects: (id) => id.includes('/src/widgets/') || id.startsWith('\0') }
      : true,
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return // 'use client' in dependencies
      warn(warning)
    },
  }
}

// Stale hashed chunks from an earlier build would only confuse the size check.
for (const dir of ['dist/chunks', 'dist/elements']) rmSync(dir, { recursive: true, force: true })

const npmEntries = Object.fromEntries([
  ['index', 'virtual:index'],
  ['core', resolve('src/core/index.ts')],
  ['react', 'virtual:react'],
  ...widgets.map((name) => [`elements/${name}`, elementFile(name)]),
])

const browserEntries = Object.fromEntries([
  ['mempool-widgets', 'virtual:all-elements'],
  ...widgets.map((name) => [`elements/mempool-${name}`, elementFile(name)]),
])

export default [entry(npmEntries, false), entry(browserEntries, true)]
