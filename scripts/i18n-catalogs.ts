// Checks a translated catalog (src/core/i18n/catalog/<code>.json) against the English one: every id present and
// no other, every message an ICU message that parses, the same arguments as the English text, plural and
// selectordinal branches that the language's CLDR rules know (plus `=N` and the required `other`), and how many
// texts are still the English source. `npx tsx scripts/i18n-catalogs.ts de fr` prints the problems per language.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, TYPE } from '@formatjs/icu-messageformat-parser'
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

export const catalogDir = join(import.meta.dirname, '../src/core/i18n/catalog')

export type Catalog = Record<string, string>

export const readCatalog = (code: string): Catalog =>
  JSON.parse(readFileSync(join(catalogDir, `${code}.json`), 'utf8')) as Catalog

export interface CatalogReport {
  missing: string[]
  extra: string[]
  /** id: what is wrong */
  invalid: string[]
  /** ids whose text is the English text unchanged */
  sameAsEnglish: string[]
}

/** Argument names of a message, and its plural/selectordinal branches with the kind they belong to. */
function walk(
  elements: readonly MessageFormatElement[],
  args: Set<string>,
  branches: { ordinal: boolean; keys: string[] }[],
): void {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    args.add(element.value)
    if (element.type === TYPE.plural) {
      branches.push({
        ordinal: element.pluralType === 'ordinal',
        keys: Object.keys(element.options),
      })
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) walk(option.value, args, branches)
    }
    if (element.type === TYPE.tag) walk(element.children, args, branches)
  }
}

function shape(text: string) {
  const args = new Set<string>()
  const branches: { ordinal: boolean; keys: string[] }[] = []
  walk(parse(text), args, branches)
  return { args, branches }
}

export function checkCatalog(code: string, catalog: Catalog, english: Catalog): CatalogReport {
  const cardinal: ReadonlySet<string> = new Set(
    new Intl.PluralRules(code).resolvedOptions().pluralCategories,
  )
  const ordinal: ReadonlySet<string> = new Set(
    new Intl.PluralRules(code, { type: 'ordinal' }).resolvedOptions().pluralCategories,
  )
  const report: CatalogReport = { missing: [], extra: [], invalid: [], sameAsEnglish: [] }
  for (const id of Object.keys(catalog)) if (!(id in english)) report.extra.push(id)
  for (const [id, source] of Object.entries(english)) {
    const text = catalog[id]
    if (typeof text !== 'string' || text.trim() === '') {
      report.missing.push(id)
      continue
    }
    if (text === source) report.sameAsEnglish.push(id)
    try {
      const theirs = shape(text)
      const ours = shape(source)
      const want = [...ours.args].sort().join(',')
      const got = [...theirs.args].sort().join(',')
      if (want !== got) report.invalid.push(`${id}: arguments {${got}} instead of {${want}}`)
      for (const { ordinal: isOrdinal, keys } of theirs.branches) {
        const known = isOrdinal ? ordinal : cardinal
        const bad = keys.filter((key) => !key.startsWith('=') && !known.has(key))
        if (bad.length > 0) report.invalid.push(`${id}: no ${bad.join('/')} category in ${code}`)
        if (!keys.includes('other')) report.invalid.push(`${id}: a plural without "other"`)
      }
    } catch (err) {
      report.invalid.push(`${id}: ${(err as Error).message}`)
    }
  }
  return report
}

if (process.argv[1]?.endsWith('i18n-catalogs.ts')) {
  const english = readCatalog('en')
  let failed = false
  for (const code of process.argv.slice(2)) {
    const report = checkCatalog(code, readCatalog(code), english)
    const total = Object.keys(english).length
    console.log(
      `${code}: ${total - report.missing.length}/${total} translated, ${report.invalid.length} invalid, ` +
        `${report.extra.length} extra, ${report.sameAsEnglish.length} equal to the English text`,
    )
    for (const line of [
      ...report.missing.map((id) => `missing ${id}`),
      ...report.invalid,
      ...report.extra.map((id) => `extra ${id}`),
    ])
      console.log(`  ${line}`)
    if (report.sameAsEnglish.length > 0)
      console.log(`  same as English: ${report.sameAsEnglish.join(', ')}`)
    failed ||= report.missing.length + report.invalid.length + report.extra.length > 0
  }
  process.exitCode = failed ? 1 : 0
}
