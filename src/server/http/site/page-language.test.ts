import { describe, expect, it } from 'vitest'
import { pagesByLanguage, pathLanguage, withHtmlLanguage } from './page-language'

const PAGE =
  '<!doctype html>\n<html lang="en" dir="ltr" class="x">\n<head></head><body lang="en"></body></html>'

describe('served page language', () => {
  it('sets lang and dir on the <html> tag only, keeping its other attributes', () => {
    expect(withHtmlLanguage(PAGE, 'ar')).toBe(
      '<!doctype html>\n<html lang="ar" dir="rtl" class="x">\n<head></head><body lang="en"></body></html>',
    )
    expect(withHtmlLanguage('<html>', 'de')).toBe('<html lang="de" dir="ltr">')
    expect(withHtmlLanguage("<HTML dir='ltr' lang=en>", 'he')).toBe('<html lang="he" dir="rtl">')
  })

  it('reads only a shipped language prefix', () => {
    expect(pathLanguage('/de/testnet/tx/ab')).toBe('de')
    expect(pathLanguage('/fa')).toBe('fa')
    expect(pathLanguage('/pt-BR/blocks')).toBe('pt-BR')
    expect(pathLanguage('/zz/blocks')).toBeNull()
    expect(pathLanguage('/docs/faq')).toBeNull()
    expect(pathLanguage('/')).toBeNull()
  })

  it('serves the file unchanged without a prefix and one made copy per language', () => {
    const pageFor = pagesByLanguage(PAGE)
    expect(pageFor('/blocks')).toBe(PAGE)
    expect(pageFor('/he/blocks')).toContain('<html lang="he" dir="rtl" class="x">')
    expect(pageFor('/ja')).toContain('<html lang="ja" dir="ltr" class="x">')
    expect(pageFor('/he/tx/ab')).toBe(pageFor('/he'))
  })
})
