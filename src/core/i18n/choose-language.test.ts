import { describe, expect, it } from 'vitest'
import { chooseLanguage, languageCookie, languageCookieValue } from './choose-language'

const none = { prefix: null, cookie: '', browserLanguages: [] }

describe('chooseLanguage', () => {
  it('takes the URL prefix first, then the cookie, then the browser, then English', () => {
    const all = { prefix: 'de', cookie: 'lang=fr', browserLanguages: ['ja-JP'] }
    expect(chooseLanguage(all)).toBe('de')
    expect(chooseLanguage({ ...all, prefix: null })).toBe('fr')
    expect(chooseLanguage({ ...all, prefix: null, cookie: 'x=1' })).toBe('ja')
    expect(chooseLanguage(none)).toBe('en')
  })

  it('skips what the site does not ship, at every step', () => {
    expect(
      chooseLanguage({ prefix: 'hr', cookie: 'lang=xx', browserLanguages: ['hr', 'pt-BR'] }),
    ).toBe('pt')
    expect(chooseLanguage({ ...none, browserLanguages: ['hr', 'sw'] })).toBe('en')
  })
})

describe('the lang cookie', () => {
  it('expires in 2050, for the whole site', () => {
    const cookie = languageCookie('de')
    expect(cookie).toMatch(
      /^lang=de; expires=Sat, 01 Jan 2050 00:00:00 GMT; path=\/; SameSite=Lax$/,
    )
  })

  it('is read among other cookies', () => {
    expect(languageCookieValue('a=1; lang=he; b=2')).toBe('he')
    expect(languageCookieValue('language=he')).toBeUndefined()
    expect(languageCookieValue('')).toBeUndefined()
  })
})
