import { defineMessages } from '@formatjs/intl'
import { describe, expect, it } from 'vitest'
import en from './catalog/en.json'
import { createTranslator, getIntl, registerCatalog, t } from './index'
import {
  isRtl,
  isSupportedLanguage,
  LANGUAGE_CODES,
  languageName,
  LANGUAGES,
  textDirection,
} from './languages'

describe('languages', () => {
  it('lists unique codes with native names, English included', () => {
    const codes = LANGUAGES.map((l) => l.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes).toEqual(
      expect.arrayContaining(['en', 'ar', 'fa', 'he', 'de', 'ja', 'zh', 'nb', 'pt', 'uk']),
    )
    expect(languageName('de')).toBe('Deutsch')
    expect(languageName('ja')).toBe('日本語')
    expect(languageName('pt-BR')).toBe('Português')
    expect(languageName('xx')).toBeUndefined()
  })

  it('ships exactly the languages of spec §9, in its order (no hr)', () => {
    expect(LANGUAGES.map((l) => l.code).join(' ')).toBe(
      'ar cs da de en es fa fr ko hi ne it he ka lt hu mk nl ja nb pl pt ro ru sl fi sv th tr uk vi zh',
    )
    expect(isSupportedLanguage('hr')).toBe(false)
  })

  it('keeps the code list the widgets check equal to the codes of LANGUAGES', () => {
    expect([...LANGUAGE_CODES]).toEqual(LANGUAGES.map((l) => l.code))
  })

  it('every shipped code is a locale Intl can format numbers for', () => {
    for (const { code } of LANGUAGES)
      expect(Intl.NumberFormat.supportedLocalesOf([code])).toEqual([code])
  })

  it('marks exactly ar, fa and he right-to-left', () => {
    expect(
      LANGUAGES.filter((l) => isRtl(l.code))
        .map((l) => l.code)
        .sort(),
    ).toEqual(['ar', 'fa', 'he'])
    expect(textDirection('he')).toBe('rtl')
    expect(textDirection('ar-EG')).toBe('rtl')
    expect(textDirection('en')).toBe('ltr')
  })

  it('accepts regional variants of shipped languages only', () => {
    expect(isSupportedLanguage('pt-BR')).toBe(true)
    expect(isSupportedLanguage('xx-YY')).toBe(false)
    expect(isSupportedLanguage('tx')).toBe(false)
  })
})

const messages = defineMessages({
  count: { id: 'format.justNow', defaultMessage: 'Just now' },
})

describe('translators', () => {
  it('formats catalog messages, with English as the fallback', () => {
    expect(t(messages.count)).toBe(en['format.justNow'])
    expect(createTranslator('uk').t(messages.count)).toBe('Just now')
  })

  it('gives every locale its own numbers and plural rules', () => {
    const plural = {
      id: 'test.plural',
      defaultMessage:
        '{n, plural, one {# block} few {# blocks (few)} many {# blocks (many)} other {# blocks}}',
    }
    expect(createTranslator('en').t(plural, { n: 1 })).toBe('1 block')
    expect(createTranslator('ru').t(plural, { n: 3 })).toBe('3 blocks (few)')
    expect(createTranslator('ru').t(plural, { n: 5 })).toBe('5 blocks (many)')
    expect(createTranslator('de').intl.formatNumber(1234.5)).toBe('1.234,5')
    expect(createTranslator('fa').dir).toBe('rtl')
  })

  it('falls back to English for a malformed locale tag instead of throwing', () => {
    expect(getIntl('not a locale!').locale).toBe('en')
  })

  it('uses a registered translation and keeps English for ids it lacks', () => {
    registerCatalog('nl', { 'format.justNow': 'Zojuist' })
    expect(t(messages.count, {}, 'nl')).toBe('Zojuist')
    expect(
      t({ id: 'format.feeRate', defaultMessage: '{rate} sat/vB' }, { rate: '1,00' }, 'nl'),
    ).toBe('1,00 sat/vB')
  })

  it('caches one IntlShape per locale', () => {
    expect(getIntl('sv')).toBe(getIntl('sv'))
  })
})
