// Gate for the translated catalogs present in src/core/i18n/catalog: each has every English id and no other, and
// every message parses with the English arguments and the language's own plural categories. (Issue 12 adds the
// gate that every language of the list has a catalog.)
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogDir, checkCatalog, readCatalog } from './i18n-catalogs'

const english = readCatalog('en')
const translated = readdirSync(catalogDir)
  .filter((file) => file.endsWith('.json') && file !== 'en.json')
  .map((file) => file.slice(0, -'.json'.length))

describe.each(translated)('the %s catalog', (code) => {
  it('has every English id, no other, and valid messages', () => {
    const { missing, extra, invalid } = checkCatalog(code, readCatalog(code), english)
    expect({ missing, extra, invalid }).toEqual({ missing: [], extra: [], invalid: [] })
  })
})

describe('checkCatalog', () => {
  it('finds a missing id, a changed argument, a foreign plural category and an unparsable text', () => {
    const [first, ...rest] = Object.keys(english)
    const plural = Object.keys(english).find((id) => english[id]?.includes(', plural,'))
    const argument = Object.keys(english).find(
      (id) => id !== plural && /\{[a-z]+\}/i.test(english[id] ?? ''),
    )
    const broken = Object.keys(english).find((id) => ![first, plural, argument].includes(id))
    if (!first || !plural || !argument || !broken)
      throw new Error('the English catalog lacks a case')
    const catalog: Record<string, string> = Object.fromEntries(
      rest.map((id) => [id, english[id] ?? '']),
    )
    catalog[plural] = '{count, plural, few {# x} other {# y}}'
    catalog[argument] = (english[argument] ?? '').replace(/\{[a-z]+\}/i, '{renamed}')
    catalog[broken] = 'unclosed {brace'
    const report = checkCatalog('en', catalog, english)
    expect(report.missing).toEqual([first])
    expect(report.invalid.some((line) => line.startsWith(`${plural}: no few category`))).toBe(true)
    expect(report.invalid.some((line) => line.startsWith(`${argument}: arguments`))).toBe(true)
    expect(report.invalid.some((line) => line.startsWith(`${broken}:`))).toBe(true)
  })
})
