// Gate: every message id used in the code is in the English catalog with the same text.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compareCatalog, englishCatalogPath, extractMessages } from './i18n-extract'

const catalog = JSON.parse(readFileSync(englishCatalogPath, 'utf8')) as Record<string, string>

describe('English catalog', () => {
  it('has every id used in src with the same default message (run `npm run i18n:extract` to fix)', () => {
    const extracted = extractMessages()
    expect(Object.keys(extracted).length).toBeGreaterThan(0)
    expect(compareCatalog(extracted, catalog)).toEqual({ missing: [], changed: [] })
  })
})

describe('the checker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reports an id the catalog lacks and a text that drifted', () => {
    const [someId, someText] = Object.entries(catalog)[0] ?? ['', '']
    writeFileSync(
      join(dir, 'messages.ts'),
      [
        "import { defineMessages } from '@formatjs/intl'",
        'export const messages = defineMessages({',
        "  fresh: { id: 'test-widget.not-in-catalog', defaultMessage: 'Brand new' },",
        `  drifted: { id: ${JSON.stringify(someId)}, defaultMessage: ${JSON.stringify(someText + ' (edited)')} },`,
        '})',
      ].join('\n'),
    )
    const extracted = extractMessages([join(dir, '*.ts')])
    expect(extracted['test-widget.not-in-catalog']).toBe('Brand new')
    expect(compareCatalog(extracted, catalog)).toEqual({
      missing: ['test-widget.not-in-catalog'],
      changed: [someId],
    })
  })

  it('passes a source whose messages match the catalog', () => {
    const [someId, someText] = Object.entries(catalog)[0] ?? ['', '']
    writeFileSync(
      join(dir, 'messages.ts'),
      [
        "import { defineMessage } from '@formatjs/intl'",
        `export const m = defineMessage({ id: ${JSON.stringify(someId)}, defaultMessage: ${JSON.stringify(someText)} })`,
      ].join('\n'),
    )
    expect(compareCatalog(extractMessages([join(dir, '*.ts')]), catalog)).toEqual({
      missing: [],
      changed: [],
    })
  })
})
