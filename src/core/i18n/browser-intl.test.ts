// The browser build's createIntl must format exactly as @formatjs/intl does, message by message.
import { parse } from '@formatjs/icu-messageformat-parser'
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import * as formatjs from '@formatjs/intl'
import { describe, expect, it, vi } from 'vitest'
import * as browser from './browser-intl'
import en from './catalog/en.json'

const LOCALES = ['en', 'de', 'ar', 'ja', 'pl']
const catalog = en as Record<string, string>

/** Sample values for every argument of a message: a number where it is counted or formatted, else text. */
function sampleValues(
  elements: MessageFormatElement[],
  values: Record<string, unknown>,
  n: number,
) {
  for (const el of elements) {
    if (el.type === 1) values[el.value] ??= `text ${n}`
    if (el.type === 2 || el.type === 6) values[el.value] = n
    if (el.type === 3 || el.type === 4) values[el.value] = new Date(Date.UTC(2024, 3, 20, 0, 9, n))
    if (el.type === 5)
      values[el.value] = Object.keys(el.options)[n % Object.keys(el.options).length]
    if (el.type === 8) values[el.value] = (chunks: string[]) => `<${chunks.join('')}>`
    if (el.type === 5 || el.type === 6)
      for (const option of Object.values(el.options)) sampleValues(option.value, values, n)
    if (el.type === 8) sampleValues(el.children, values, n)
  }
  return values
}

const both = (config: formatjs.IntlConfig) => ({
  real: formatjs.createIntl(config, formatjs.createIntlCache()),
  lite: browser.createIntl(config, browser.createIntlCache()),
})

describe('browser createIntl', () => {
  it('formats every catalog message like @formatjs/intl, from the catalog and as a default', () => {
    const asts = Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, parse(text)]))
    let compared = 0
    for (const locale of LOCALES) {
      const fromCatalog = both({ locale, defaultLocale: locale, messages: asts, onError: () => {} })
      const fromDefault = both({ locale, defaultLocale: locale, messages: {}, onError: () => {} })
      for (const [id, ast] of Object.entries(asts))
        for (const n of [0, 1, 2, 5, 21, 1234.5]) {
          const values = sampleValues(ast, {}, n) as Record<string, string>
          const descriptor = { id, defaultMessage: ast }
          expect(fromCatalog.lite.formatMessage(descriptor, values)).toEqual(
            fromCatalog.real.formatMessage(descriptor, values),
          )
          expect(fromDefault.lite.formatMessage(descriptor, values)).toEqual(
            fromDefault.real.formatMessage(descriptor, values),
          )
          compared += 2
        }
    }
    expect(compared).toBeGreaterThan(LOCALES.length * 100)
  })

  it('formats every ICU construct (plural offset and =n, ordinal, select, number/date/time styles and skeletons, tags)', () => {
    const text =
      '{who} {n, plural, offset:1 =0 {none} one {# and one} other {# and others}} {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} ' +
      '{g, select, female {she} other {they}} {p, number, percent} {x, number, ::currency/EUR} {x, number, integer} ' +
      '{d, date, short} {d, date, ::yyyyMMMd} {d, time, short} {d, time} <b>bold {who}</b>'
    const ast = parse(text)
    for (const locale of LOCALES) {
      const { real, lite } = both({
        locale,
        messages: { m: ast },
        timeZone: 'UTC',
        onError: () => {},
      })
      for (const n of [0, 1, 2, 3, 11, 104]) {
        const values = {
          who: 'Ann',
          n,
          g: n % 2 ? 'female' : 'x',
          p: n / 7,
          x: n * 1.37,
          d: new Date(Date.UTC(2024, 0, n + 1, 13)),
          b: (c: string[]) => `[${c.join('')}]`,
        }
        expect(lite.formatMessage({ id: 'm' }, values)).toEqual(
          real.formatMessage({ id: 'm' }, values),
        )
      }
    }
  })

  it('returns rich-text results as arrays when a tag yields a non-string', () => {
    const ast = parse('a <b>b</b> c')
    const element = { element: true }
    const values = { b: () => element }
    const { real, lite } = both({ locale: 'en', messages: { m: ast } })
    expect(lite.formatMessage({ id: 'm' }, values as never)).toEqual(
      real.formatMessage({ id: 'm' }, values as never),
    )
  })

  it('reports errors with the same codes and falls back the same way', () => {
    const ast = parse('{count, plural, one {# thing} other {# things}}')
    for (const [messages, descriptor] of [
      [{}, { id: 'absent', defaultMessage: ast }],
      [{ m: ast }, { id: 'm', defaultMessage: parse('fallback') }],
      [{ m: ast }, { id: 'm' }],
      [{}, { id: 'nothing' }],
    ] as const) {
      const realErrors = vi.fn()
      const liteErrors = vi.fn()
      const real = formatjs.createIntl({
        locale: 'de',
        defaultLocale: 'en',
        messages,
        onError: realErrors,
      })
      const lite = browser.createIntl({
        locale: 'de',
        defaultLocale: 'en',
        messages,
        onError: liteErrors,
      })
      // `count` is missing on purpose: formatting the plural fails.
      expect(lite.formatMessage(descriptor, {})).toEqual(real.formatMessage(descriptor, {}))
      const codes = (fn: typeof realErrors) =>
        fn.mock.calls.map(([e]) => (e as { code: string }).code)
      expect(codes(liteErrors)).toEqual(codes(realErrors))
    }
  })

  it('reports a bad formatter option and renders the value plainly, as @formatjs/intl does', () => {
    const realErrors = vi.fn()
    const liteErrors = vi.fn()
    const real = formatjs.createIntl({ locale: 'en', onError: realErrors })
    const lite = browser.createIntl({ locale: 'en', onError: liteErrors })
    // A currency style without a currency makes Intl.NumberFormat throw.
    expect(lite.formatNumber(12.5, { style: 'currency' })).toBe(
      real.formatNumber(12.5, { style: 'currency' }),
    )
    expect(lite.formatNumber(3, { format: 'nope' })).toBe(real.formatNumber(3, { format: 'nope' }))
    const codes = (fn: typeof realErrors) =>
      fn.mock.calls.map(([e]) => (e as { code: string }).code)
    expect(codes(liteErrors)).toEqual(codes(realErrors))
    expect(codes(liteErrors)).toEqual(['FORMAT_ERROR', 'UNSUPPORTED_FORMATTER'])
  })

  it('formats numbers, dates, times, relative times, plurals, lists and display names like @formatjs/intl', () => {
    const date = new Date(Date.UTC(2024, 6, 4, 18, 30, 5))
    for (const locale of LOCALES) {
      const { real, lite } = both({ locale, timeZone: 'UTC', onError: () => {} })
      expect(lite.formatNumber(1234567.891)).toBe(real.formatNumber(1234567.891))
      expect(lite.formatNumber(0.256, { style: 'percent' })).toBe(
        real.formatNumber(0.256, { style: 'percent' }),
      )
      expect(lite.formatNumber(12, { style: 'currency', currency: 'USD' })).toBe(
        real.formatNumber(12, { style: 'currency', currency: 'USD' }),
      )
      expect(lite.formatNumberToParts(-1.5)).toEqual(real.formatNumberToParts(-1.5))
      expect(lite.formatDate(date)).toBe(real.formatDate(date))
      expect(lite.formatDate(date.getTime(), { dateStyle: 'long' })).toBe(
        real.formatDate(date.getTime(), { dateStyle: 'long' }),
      )
      expect(lite.formatDate(date, { format: 'short' })).toBe(
        real.formatDate(date, { format: 'short' }),
      )
      const custom = { number: { sats: { maximumFractionDigits: 0, useGrouping: true } } }
      const withFormats = both({ locale, formats: custom, onError: () => {} })
      expect(withFormats.lite.formatNumber(1234.56, { format: 'sats' })).toBe(
        withFormats.real.formatNumber(1234.56, { format: 'sats' }),
      )
      expect(lite.formatTime(date)).toBe(real.formatTime(date))
      expect(lite.formatTime(date, { second: 'numeric' })).toBe(
        real.formatTime(date, { second: 'numeric' }),
      )
      expect(lite.formatDateToParts(date)).toEqual(real.formatDateToParts(date))
      expect(lite.formatTimeToParts(date)).toEqual(real.formatTimeToParts(date))
      expect(lite.formatDateTimeRange(date, date.getTime() + 86_400_000)).toBe(
        real.formatDateTimeRange(date, date.getTime() + 86_400_000),
      )
      for (const [value, unit] of [
        [-3, 'minute'],
        [1, 'day'],
        [0, 'second'],
      ] as const)
        expect(lite.formatRelativeTime(value, unit, { numeric: 'auto' })).toBe(
          real.formatRelativeTime(value, unit, { numeric: 'auto' }),
        )
      expect(lite.formatRelativeTime(5)).toBe(real.formatRelativeTime(5))
      for (const n of [0, 1, 2, 3, 5, 22]) {
        expect(lite.formatPlural(n)).toBe(real.formatPlural(n))
        expect(lite.formatPlural(n, { type: 'ordinal' })).toBe(
          real.formatPlural(n, { type: 'ordinal' }),
        )
      }
      expect(lite.formatList(['a', 'b', 'c'])).toBe(real.formatList(['a', 'b', 'c']))
      expect(lite.formatList(['a', 'b'], { type: 'disjunction' })).toBe(
        real.formatList(['a', 'b'], { type: 'disjunction' }),
      )
      expect(lite.formatDisplayName('de', { type: 'language' })).toBe(
        real.formatDisplayName('de', { type: 'language' }),
      )
      expect(lite.formatDisplayName('JP', { type: 'region' })).toBe(
        real.formatDisplayName('JP', { type: 'region' }),
      )
    }
  })

  it('keeps the config on the returned object and defines messages as given', () => {
    const lite = browser.createIntl({ locale: 'sv', defaultLocale: 'en', messages: {} })
    expect(lite.locale).toBe('sv')
    expect(lite.defaultLocale).toBe('en')
    const messages = { a: { id: 'x.a', defaultMessage: 'A' } }
    expect(browser.defineMessages(messages)).toBe(messages)
    expect(browser.IntlErrorCode.MISSING_TRANSLATION).toBe(
      formatjs.IntlErrorCode.MISSING_TRANSLATION,
    )
  })
})
