// `npm run new-widget NAME` (kebab-case, e.g. fee-gauge): a working <mempool-NAME> in src/widgets/NAME/ from
// scripts/widget-template/ (API table, component, element, CSS, messages, test, story), its size budget line
// in scripts/size-check.ts, and its strings in the English catalog. Rollup, the size check and the manifest
// discover the folder by its NAME.element.ts. `--dry-run` prints what would be written and writes nothing.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { englishCatalogPath, extractTo } from './i18n-extract'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const templateDir = join(repoRoot, 'scripts/widget-template')

/** The spellings of one widget name the templates use. */
export interface WidgetNames {
  /** fee-gauge: folder, file names, tag suffix, CSS classes, message ids. */
  name: string
  /** FeeGauge: the component (MempoolFeeGauge) and element class. */
  pascal: string
  /** feeGauge: the API table (feeGaugeApi). */
  camel: string
  /** Fee gauge: titles and the default accessible name. */
  title: string
}

const validName = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/
// Folders under src/widgets that are not widgets, and names a tag must not take.
const reserved = new Set(['internal', 'events', 'themes', 'widgets', 'react', 'index'])

export function widgetNames(name: string): WidgetNames {
  if (!validName.test(name) || reserved.has(name))
    throw new Error(`"${name}" is not a widget name: use kebab-case letters and digits (fee-gauge)`)
  const words = name.split('-')
  const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1)
  return {
    name,
    pascal: words.map(capital).join(''),
    camel: words[0] + words.slice(1).map(capital).join(''),
    title: capital(words.join(' ')),
  }
}

export function fillTemplate(text: string, names: WidgetNames): string {
  return text
    .replaceAll('__name__', names.name)
    .replaceAll('__Name__', names.pascal)
    .replaceAll('__camel__', names.camel)
    .replaceAll('__title__', names.title)
}

export interface PlannedFile {
  /** Relative to the repository root. */
  path: string
  content: string
}

/** The widget's files, from every `*.tpl` in the template folder. */
export function widgetFiles(names: WidgetNames): PlannedFile[] {
  return readdirSync(templateDir)
    .filter((file) => file.endsWith('.tpl'))
    .sort()
    .map((file) => ({
      path: join('src/widgets', names.name, fillTemplate(file.slice(0, -'.tpl'.length), names)),
      content: fillTemplate(readFileSync(join(templateDir, file), 'utf8'), names),
    }))
}

const budgetsStart = 'const BUDGETS_KB: Record<string, number> = {\n'

/** size-check.ts with a budget line for the widget's element file (the default goal, 90 kB with React). */
export function withBudget(sizeCheck: string, names: WidgetNames): string {
  const line = `  'elements/mempool-${names.name}.js': 90,\n`
  if (sizeCheck.includes(line)) return sizeCheck
  const at = sizeCheck.indexOf(budgetsStart)
  if (at < 0) throw new Error('scripts/size-check.ts: BUDGETS_KB not found')
  const end = at + budgetsStart.length
  return sizeCheck.slice(0, end) + line + sizeCheck.slice(end)
}

/** The project's Prettier style, whatever the name's length does to line breaks. */
async function formatted(path: string, content: string): Promise<string> {
  const options = await resolveConfig(join(repoRoot, path))
  return path.endsWith('.css') || /\.tsx?$/.test(path)
    ? format(content, { ...options, filepath: path })
    : content
}

/** Writes the widget under `root` (the repository by default); returns the paths written. */
export async function newWidget(name: string, root = repoRoot, dryRun = false): Promise<string[]> {
  const names = widgetNames(name)
  const folder = join(root, 'src/widgets', names.name)
  if (existsSync(folder)) throw new Error(`src/widgets/${names.name} already exists`)
  const files = widgetFiles(names)
  const sizeCheckPath = join(root, 'scripts/size-check.ts')
  const sizeCheck = withBudget(readFileSync(sizeCheckPath, 'utf8'), names)
  if (dryRun) return [...files.map((file) => file.path), 'scripts/size-check.ts']
  mkdirSync(folder, { recursive: true })
  for (const file of files)
    writeFileSync(join(root, file.path), await formatted(file.path, file.content))
  writeFileSync(sizeCheckPath, sizeCheck)
  return [...files.map((file) => file.path), 'scripts/size-check.ts']
}

async function main(args: string[]): Promise<number> {
  const dryRun = args.includes('--dry-run')
  const [name] = args.filter((arg) => arg !== '--dry-run')
  if (!name) {
    console.error(
      'usage: npm run new-widget NAME [-- --dry-run]   (NAME in kebab-case, e.g. fee-gauge)',
    )
    return 1
  }
  try {
    const written = await newWidget(name, repoRoot, dryRun)
    console.log(`${dryRun ? 'would write' : 'wrote'}:\n  ${written.join('\n  ')}`)
    if (!dryRun) {
      extractTo(englishCatalogPath) // the new strings join the English catalog (i18n check)
      console.log(
        `<mempool-${name}> is ready: npx vitest run src/widgets/${name}, npm run build:lib, npm run storybook`,
      )
    }
    return 0
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    return 1
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exit(await main(process.argv.slice(2)))
