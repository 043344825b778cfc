import { describe, expect, it } from 'vitest'
import { pageLanguage, pathInLanguage } from './page-language'

describe('pageLanguage', () => {
  const none = { cookie: '', browserLanguages: [] }
  it('takes the URL prefix first, keeping it for links', () => {
    expect(
      pageLanguage('/de/testnet/blocks', { cookie: 'lang=fr', browserLanguages: ['ja'] }),
    ).toEqual({
      locale: 'de',
      prefix: 'de',
    })
    expect(pageLanguage('/pt-BR/tx/ab', none)).toEqual({ locale: 'pt-BR', prefix: 'pt-BR' })
  })
  it('without a prefix: the lang cookie, then the browser languages, then English; links get no prefix', () => {
    expect(pageLanguage('/blocks', { cookie: 'a=1; lang=fr', browserLanguages: ['ja'] })).toEqual({
      locale: 'fr',
      prefix: null,
    })
    expect(
      pageLanguage('/blocks', { cookie: 'lang=xx', browserLanguages: ['xx-YY', 'ja-JP'] }),
    ).toEqual({
      locale: 'ja',
      prefix: null,
    })
    expect(pageLanguage('/', none)).toEqual({ locale: 'en', prefix: null })
  })
  it('does not read a page segment as a language', () => {
    expect(pageLanguage('/docs/faq', none).prefix).toBeNull()
    expect(pageLanguage('/zz/blocks', none)).toEqual({ locale: 'en', prefix: null })
  })
})

describe('pathInLanguage', () => {
  it.each([
    ['/de/testnet/blocks?page=2', 'fr', '/fr/testnet/blocks?page=2'],
    ['/testnet/tx/ab#vout', 'ar', '/ar/testnet/tx/ab#vout'],
    ['/', 'ja', '/ja'],
    ['/de', 'he', '/he'],
    ['/de/', 'en', '/'],
    ['/de/blocks', 'en', '/blocks'],
    ['/pt-BR/status', 'de', '/de/status'],
    ['/blocks', 'en', '/blocks'],
    ['/docs/faq', 'de', '/de/docs/faq'],
  ])('%s in %s → %s', (url, code, expected) => {
    expect(pathInLanguage(url, code)).toBe(expected)
  })
})
