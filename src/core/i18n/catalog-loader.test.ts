import { describe, expect, it } from 'vitest'
import { createTranslator } from './index'
import {
  $loadedCatalogs,
  catalogCode,
  isCatalogLoaded,
  LAZY_CATALOG_CODES,
  loadCatalog,
} from './catalog-loader'
import { LANGUAGE_CODES } from './languages'

describe('loadCatalog', () => {
  it('has a loader for every shipped language but English, and no other', () => {
    expect([...LAZY_CATALOG_CODES].sort()).toEqual(
      [...LANGUAGE_CODES].filter((code) => code !== 'en').sort(),
    )
  })

  it('maps locales to the catalog they use', () => {
    expect(catalogCode('pt-BR')).toBe('pt')
    expect(catalogCode('DE')).toBe('de')
    expect(catalogCode('hr')).toBe('en')
    expect(catalogCode('not a tag')).toBe('en')
  })

  it('registers a language once asked, so its texts are translated, and announces it', async () => {
    expect(isCatalogLoaded('ja')).toBe(false)
    const english = createTranslator('ja').t({ id: 'footer.incoming', defaultMessage: 'x' })
    const seen: boolean[] = []
    const stop = $loadedCatalogs.listen((codes) => seen.push(codes.has('ja')))
    const first = loadCatalog('ja-JP')
    expect(loadCatalog('ja')).toBe(first) // one download for concurrent askers
    await expect(first).resolves.toBe(true)
    stop()
    expect(seen).toEqual([true])
    expect(isCatalogLoaded('ja')).toBe(true)
    const japanese = createTranslator('ja').t({ id: 'footer.incoming', defaultMessage: 'x' })
    expect(japanese).not.toBe(english)
  })

  it('resolves at once for English and unknown languages', async () => {
    await expect(loadCatalog('en')).resolves.toBe(true)
    await expect(loadCatalog('xx')).resolves.toBe(true)
    expect(isCatalogLoaded('xx')).toBe(true)
  })
})
