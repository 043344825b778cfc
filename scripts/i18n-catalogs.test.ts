// The catalog gates of `npm test` (issue 12): every language of the list has a catalog and a lazy loader; each
// catalog has every English id and no other, valid messages with the English arguments and the language's own
// plural categories, formats in its language with sample arguments, and keeps no text equal to English unless
// the text has no letters or an allow-list (src/core/i18n/same-as-english/README.md) says why.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAZY_CATALOG_CODES } from '../src/core/i18n/catalog-loader'
import { LANGUAGES } from '../src/core/i18n/languages'
import {
  allowListDir,
  catalogDir,
  checkAllowList,
  checkCatalog,
  checkFormatting,
  checkSameAsEnglish,
  hasLetters,
  readAllowList,
  readCatalog,
} from './i18n-catalogs'

const english = readCatalog('en')
const universal = readAllowList('universal')
const translatedCodes = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en')

describe('the language list', () => {
  it('has a catalog file and a lazy loader for every language but English, and nothing else', () => {
    const files = readdirSync(catalogDir).filter((file) => file.endsWith('.json'))
    expect(translatedCodes.filter((code) => !existsSync(join(catalogDir, `${code}.json`)))).toEqual(
      [],
    )
    expect(files.map((file) => file.slice(0, -'.json'.length)).sort()).toEqual(
      [...translatedCodes, 'en'].sort(),
    )
    expect([...LAZY_CATALOG_CODES].sort()).toEqual([...translatedCodes].sort())
  })

  it('has allow-lists only for its languages, each entry a message id with a reason', () => {
    const names = readdirSync(allowListDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
    expect(names.filter((name) => name !== 'universal' && !translatedCodes.includes(name))).toEqual(
      [],
    )
    const problems = names.flatMap((name) =>
      checkAllowList(readAllowList(name), english).map((line) => `${name}.json ${line}`),
    )
    expect(problems).toEqual([])
  })

  it('formats every English message with sample arguments', () => {
    expect(checkFormatting('en', english, english)).toEqual([])
  })
})

describe.each(translatedCodes)('the %s catalog', (code) => {
  const catalog = readCatalog(code)

  it('has every English id, no other, and valid messages', () => {
    const { missing, extra, invalid } = checkCatalog(code, catalog, english)
    expect({ missing, extra, invalid }).toEqual({ missing: [], extra: [], invalid: [] })
  })

  it('formats every message in its language with sample arguments', () => {
    expect(checkFormatting(code, catalog, english)).toEqual([])
  })

  it('keeps a text equal to English only when it has no letters or is allow-listed with a reason', () => {
    const { notAllowed, stale } = checkSameAsEnglish(
      catalog,
      english,
      universal,
      readAllowList(code),
    )
    // Named per language so that a failure reads "ar: equal to English, not allow-listed: site.x.y".
    expect({
      [`${code}: equal to English, not allow-listed`]: notAllowed,
      [`${code}: stale entries of same-as-english/${code}.json`]: stale,
    }).toEqual({
      [`${code}: equal to English, not allow-listed`]: [],
      [`${code}: stale entries of same-as-english/${code}.json`]: [],
    })
  })
})

// The English catalog supplies the cases, so these keep working as messages change.
const ids = Object.keys(english)
const find = (test: (text: string) => boolean, skip: string[] = []) => {
  const id = ids.find((candidate) => !skip.includes(candidate) && test(english[candidate] ?? ''))
  if (!id) throw new Error('the English catalog lacks a case')
  return id
}
const copyOfEnglish = (): Record<string, string> => ({ ...english })

describe('checkCatalog', () => {
  it('finds a missing id, a changed argument, a foreign plural category and an unparsable text', () => {
    const [first] = ids
    const plural = find((text) => text.includes(', plural,'))
    const argument = find((text) => /\{[a-z]+\}/i.test(text), [plural])
    const broken = find(() => true, [first ?? '', plural, argument])
    const catalog = copyOfEnglish()
    delete catalog[first ?? '']
    catalog[plural] = '{count, plural, few {# x} other {# y}}'
    catalog[argument] = (english[argument] ?? '').replace(/\{[a-z]+\}/i, '{renamed}')
    catalog[broken] = 'unclosed {brace'
    const report = checkCatalog('en', catalog, english)
    expect(report.missing).toEqual([first])
    expect(report.invalid.some((line) => line.startsWith(`${plural}: no few category`))).toBe(true)
    expect(report.invalid.some((line) => line.startsWith(`${argument}: arguments`))).toBe(true)
    expect(report.invalid.some((line) => line.startsWith(`${broken}:`))).toBe(true)
  })

  it('finds a plural without a form the language uses for whole counts; =N branches may stand in', () => {
    const plural = find((text) => /^\{count, plural, one \{[^{}]*\} other \{[^{}]*\}\}$/.test(text))
    const problemsOf = (code: string, text: string) =>
      checkCatalog(code, { ...english, [plural]: text }, english).invalid.filter((line) =>
        line.startsWith(`${plural}:`),
      )
    expect(problemsOf('pl', '{count, plural, one {# a} other {# b}}')).toEqual([
      `${plural}: no many form, which pl uses for 0`,
      `${plural}: no few form, which pl uses for 2`,
    ])
    expect(problemsOf('he', '{count, plural, one {a} other {# c}}')).toEqual([
      `${plural}: no two form, which he uses for 2`,
    ])
    expect(problemsOf('he', '{count, plural, =1 {a} =2 {b} other {# c}}')).toEqual([])
    expect(problemsOf('fr', '{count, plural, one {# a} other {# b}}')).toEqual([])
  })
})

describe('checkFormatting', () => {
  it('finds a text that takes a string argument as a number, and another as a date', () => {
    const onlyString = (text: string) => /^[^{]*\{[a-z]+\}[^{]*$/i.test(text)
    const asNumber = find(onlyString)
    const asDate = find(onlyString, [asNumber])
    const argumentOf = (id: string) => /\{([a-z]+)\}/i.exec(english[id] ?? '')?.[1] ?? ''
    const catalog = copyOfEnglish()
    catalog[asNumber] = `x {${argumentOf(asNumber)}, number}`
    catalog[asDate] = `x {${argumentOf(asDate)}, date, short}`
    const problems = checkFormatting('de', catalog, english)
    expect(problems.map((line) => line.split(':')[0])).toEqual([asNumber, asDate])
  })

  it('passes every message of a catalog that is the English one', () => {
    expect(checkFormatting('fr', english, english)).toEqual([])
  })
})

describe('checkSameAsEnglish', () => {
  const lettered = find((text) => hasLetters(text) && !text.includes('{'))
  const other = find((text) => hasLetters(text) && !text.includes('{'), [lettered])
  const letterless = find((text) => !hasLetters(text))

  it('tells texts with letters from texts made of arguments and signs', () => {
    expect(hasLetters('{low} – {high}')).toBe(false)
    expect(hasLetters('{count, plural, one {# TX} other {# TXs}}')).toBe(true)
    expect(hasLetters('<b>{a}</b> · {b}')).toBe(false)
    expect(hasLetters('{rate} sat/vB')).toBe(true)
    expect(hasLetters('{n, number} ٪')).toBe(false)
  })

  it('fails a text equal to English unless it has no letters or an allow-list names it', () => {
    const catalog = Object.fromEntries(ids.map((id) => [id, `translated ${id}`]))
    catalog[lettered] = english[lettered] ?? ''
    catalog[other] = english[other] ?? ''
    catalog[letterless] = english[letterless] ?? ''
    expect(checkSameAsEnglish(catalog, english, {}, {}).notAllowed.sort()).toEqual(
      [lettered, other].sort(),
    )
    expect(checkSameAsEnglish(catalog, english, { [lettered]: 'a code' }, {}).notAllowed).toEqual([
      other,
    ])
    expect(
      checkSameAsEnglish(catalog, english, { [lettered]: 'a code' }, { [other]: 'a loanword' }),
    ).toEqual({ notAllowed: [], stale: [] })
  })

  it('reports language entries that no longer apply, and allow-list entries without id or reason', () => {
    const catalog = Object.fromEntries(ids.map((id) => [id, `translated ${id}`]))
    const { stale } = checkSameAsEnglish(catalog, english, {}, { [lettered]: 'a loanword' })
    expect(stale).toEqual([`${lettered}: translated, drop the entry`])
    expect(checkAllowList({ 'no.such.id': 'x', [lettered]: ' ' }, english)).toEqual([
      'no.such.id: not a message id of the English catalog',
      `${lettered}: no reason given`,
    ])
  })
})
