// Library build, zustand style: every entry comes from one function and the widget list is discovered
// from src/widgets/<name>/<name>.element.ts, so a new widget folder joins every output by itself.
//  1. npm build (dependencies external): dist/index.js (all tags), dist/core.js, dist/react.js,
//     dist/elements/<name>.js (`mempool-widgets/<name>`).
//  2. browser build (everything bundled, minified): dist/elements/mempool-<name>.js, each self-registering,
//     and dist/mempool-widgets.js with all of them; all share chunks, React sits in one shared chunk.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import commonjs from '@rollup/plugin-commonjs'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import MagicString from 'magic-string'
import type { Plugin, RollupOptions } from 'rollup'
import esbuild from 'rollup-plugin-esbuild'
import {
  formatjsForBrowser,
  nodes,
  precompiledMessages,
  propertyName,
} from './scripts/browser-intl-plugins'
import type { Node } from './scripts/browser-intl-plugins'
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

/**
 * Virtual entries, CSS imported as text (`?inline`, as Vite does) and JSON modules (for the browser,
 * precompiledMessages() has already precompiled the catalogs as it loaded them).
 */
function sources(browser: boolean): Plugin {
  return {
    name: 'mempool-widgets-sources',
    resolveId(id) {
      if (id in virtualEntries) return `\0${id}`
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
        code: `export default ${code}`,
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
      ...(browser ? [formatjsForBrowser()] : []),
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
