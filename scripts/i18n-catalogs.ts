// Checks a translated catalog (src/core/i18n/catalog/<code>.json) against the English one: every id present and
// no other, every message an ICU message that parses, the same arguments as the English text, plural and
// selectordinal branches that the language's CLDR rules know (plus `=N` and the required `other`), plurals with
// every form the language uses for whole counts, every message formats in its language with sample arguments,
// and no text is still the English source unless it has no letters or is allow-listed
// (src/core/i18n/same-as-english/README.md).
// `npx tsx scripts/i18n-catalogs.ts de fr` prints the problems per language.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, TYPE } from '@formatjs/icu-messageformat-parser'
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'

export const catalogDir = join(import.meta.dirname, '../src/core/i18n/catalog')
export const allowListDir = join(import.meta.dirname, '../src/core/i18n/same-as-english')

export type Catalog = Record<string, string>
/** message id → why the text may stay equal to English */
export type AllowList = Record<string, string>

export const readCatalog = (code: string): Catalog =>
  JSON.parse(readFileSync(join(catalogDir, `${code}.json`), 'utf8')) as Catalog

/** `universal` or a language code; a language without a file has no entries. */
export function readAllowList(name: string): AllowList {
  const file = join(allowListDir, `${name}.json`)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AllowList) : {}
}

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

/**
 * The cardinal categories `code` gives the counts 0…1000 (counts here are whole numbers), each with the counts
 * in it. Categories only fractions reach (Czech `many`) or only millions (French `many`: "1 000 000 de …",
 * which digit-written texts rarely use) are not required.
 */
function countForms(code: string): Map<string, number[]> {
  const rules = new Intl.PluralRules(code)
  const forms = new Map<string, number[]>()
  for (let n = 0; n <= 1000; n++) {
    const category = rules.select(n)
    forms.set(category, [...(forms.get(category) ?? []), n])
  }
  return forms
}

/** Categories a plural lacks: neither their key nor `=N` branches for all their counts. */
function uncoveredCountForms(forms: Map<string, number[]>, keys: string[]): [string, number][] {
  const exact = new Set(
    keys.filter((key) => key.startsWith('=')).map((key) => Number(key.slice(1))),
  )
  return [...forms]
    .filter(([category, counts]) => !keys.includes(category) && !counts.every((n) => exact.has(n)))
    .map(([category, counts]) => [category, counts.find((n) => !exact.has(n)) ?? 0])
}

export function checkCatalog(code: string, catalog: Catalog, english: Catalog): CatalogReport {
  const cardinal: ReadonlySet<string> = new Set(
    new Intl.PluralRules(code).resolvedOptions().pluralCategories,
  )
  const ordinal: ReadonlySet<string> = new Set(
    new Intl.PluralRules(code, { type: 'ordinal' }).resolvedOptions().pluralCategories,
  )
  const wholeNumberForms = countForms(code)
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
        if (!isOrdinal)
          for (const [category, example] of uncoveredCountForms(wholeNumberForms, keys))
            report.invalid.push(`${id}: no ${category} form, which ${code} uses for ${example}`)
      }
    } catch (err) {
      report.invalid.push(`${id}: ${(err as Error).message}`)
    }
  }
  return report
}

/** What a message prints itself: branch and tag texts kept; arguments, `#` and tag names dropped. */
function literalText(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value
      if (element.type === TYPE.tag) return literalText(element.children)
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ')
      return ''
    })
    .join('')
}

/** False for texts such as `{value} %` or `{a} – {b}`, which no language writes differently with letters. */
export function hasLetters(text: string): boolean {
  try {
    return /\p{L}/u.test(literalText(parse(text)))
  } catch {
    return true
  }
}

/** Problems of an allow-list file itself: ids that are no message, reasons that say nothing. */
export function checkAllowList(list: AllowList, english: Catalog): string[] {
  return Object.entries(list).flatMap(([id, reason]) => [
    ...(id in english ? [] : [`${id}: not a message id of the English catalog`]),
    ...(typeof reason === 'string' && reason.trim() !== '' ? [] : [`${id}: no reason given`]),
  ])
}

export interface SameAsEnglishReport {
  /** ids whose text is the English one, has letters, and no allow-list names */
  notAllowed: string[]
  /** entries of the language's own allow-list that no longer apply (translated now, or no letters) */
  stale: string[]
}

export function checkSameAsEnglish(
  catalog: Catalog,
  english: Catalog,
  universal: AllowList,
  local: AllowList,
): SameAsEnglishReport {
  const notAllowed = Object.entries(english)
    .filter(([id, source]) => catalog[id] === source && hasLetters(source))
    .filter(([id]) => !(id in universal) && !(id in local))
    .map(([id]) => id)
  const stale = Object.keys(local).flatMap((id) => {
    const source = english[id]
    if (source === undefined) return [] // reported by checkAllowList
    if (catalog[id] !== source) return [`${id}: translated, drop the entry`]
    if (!hasLetters(source)) return [`${id}: has no letters, needs no entry`]
    if (id in universal) return [`${id}: already in universal.json`]
    return []
  })
  return { notAllowed, stale }
}

type ArgumentKind =
  { kind: 'string' | 'number' | 'date' | 'tag' } | { kind: 'select'; options: string[] }

/** How the English text uses each argument: that is what the calling code passes, in every language. */
function argumentKinds(
  elements: readonly MessageFormatElement[],
  kinds = new Map<string, ArgumentKind>(),
): Map<string, ArgumentKind> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    if (element.type === TYPE.argument) {
      if (!kinds.has(element.value)) kinds.set(element.value, { kind: 'string' })
    } else if (element.type === TYPE.number || element.type === TYPE.plural)
      kinds.set(element.value, { kind: 'number' })
    else if (element.type === TYPE.date || element.type === TYPE.time)
      kinds.set(element.value, { kind: 'date' })
    else if (element.type === TYPE.select)
      kinds.set(element.value, { kind: 'select', options: Object.keys(element.options) })
    else if (element.type === TYPE.tag) kinds.set(element.value, { kind: 'tag' })
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentKinds(option.value, kinds)
    if (element.type === TYPE.tag) argumentKinds(element.children, kinds)
  }
  return kinds
}

// Numbers that reach every CLDR plural and ordinal category of the 31 languages (0, one, two, few, many, other,
// fractions for the languages whose decimals have a category of their own).
const NUMBER_SAMPLES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 21, 22, 23, 101, 1000000, 1.5, 0.25]
const DATE_SAMPLE = new Date(Date.UTC(2026, 0, 15, 13, 45))

function sampleArguments(kinds: Map<string, ArgumentKind>, variant: number) {
  const values: Record<string, unknown> = {}
  for (const [name, argument] of kinds) {
    if (argument.kind === 'number') values[name] = NUMBER_SAMPLES[variant % NUMBER_SAMPLES.length]
    else if (argument.kind === 'date') values[name] = DATE_SAMPLE
    else if (argument.kind === 'tag') values[name] = (chunks: unknown[]) => chunks.join('')
    else if (argument.kind === 'select')
      values[name] = argument.options[variant % argument.options.length]
    else values[name] = `‹${name}›`
  }
  return values
}

/** Why `text` does not format in `code` with these arguments, or undefined when it does. */
function formatProblem(
  text: string,
  code: string,
  values: Record<string, unknown>,
  english: string,
) {
  const out: unknown = new IntlMessageFormat(text, code).format(values)
  if (typeof out !== 'string') return `formats to ${typeof out}, not a string`
  const unformatted = (s: string) => /[{}]|NaN|Invalid Date/.test(s)
  if (!unformatted(out)) return undefined
  const source: unknown = new IntlMessageFormat(english, 'en').format(values)
  return typeof source === 'string' && unformatted(source) ? undefined : `formats to "${out}"`
}

/** Formats every message of a catalog in its language with sample arguments; id: problem for each failure. */
export function checkFormatting(code: string, catalog: Catalog, english: Catalog): string[] {
  const problems: string[] = []
  for (const [id, source] of Object.entries(english)) {
    const text = catalog[id]
    if (typeof text !== 'string') continue // reported as missing
    try {
      const kinds = argumentKinds(parse(source))
      const variable = [...kinds.values()].some((a) => a.kind === 'number' || a.kind === 'select')
      for (let variant = 0; variant < (variable ? NUMBER_SAMPLES.length : 1); variant++) {
        const values = sampleArguments(kinds, variant)
        const problem = formatProblem(text, code, values, source)
        if (problem) {
          problems.push(`${id}: ${problem} with ${JSON.stringify(values)}`)
          break
        }
      }
    } catch (err) {
      problems.push(`${id}: ${(err as Error).message}`)
    }
  }
  return problems
}

/** Every problem of one language's catalog, one line each; empty when the gate passes for it. */
export function catalogProblems(code: string, english: Catalog, universal: AllowList): string[] {
  const catalog = readCatalog(code)
  const local = readAllowList(code)
  const { missing, extra, invalid } = checkCatalog(code, catalog, english)
  const { notAllowed, stale } = checkSameAsEnglish(catalog, english, universal, local)
  return [
    ...missing.map((id) => `missing ${id}`),
    ...extra.map((id) => `extra ${id}`),
    ...invalid,
    ...checkFormatting(code, catalog, english),
    ...checkAllowList(local, english).map((line) => `same-as-english/${code}.json ${line}`),
    ...stale.map((line) => `same-as-english/${code}.json ${line}`),
    ...notAllowed.map((id) => `equal to English, not allow-listed: ${id} "${english[id] ?? ''}"`),
  ]
}

if (process.argv[1]?.endsWith('i18n-catalogs.ts')) {
  const english = readCatalog('en')
  const universal = readAllowList('universal')
  let failed = false
  for (const line of checkAllowList(universal, english)) {
    console.log(`same-as-english/universal.json ${line}`)
    failed = true
  }
  for (const code of process.argv.slice(2)) {
    const problems = catalogProblems(code, english, universal)
    console.log(`${code}: ${problems.length} problems`)
    for (const line of problems) console.log(`  ${line}`)
    failed ||= problems.length > 0
  }
  process.exitCode = failed ? 1 : 0
}
