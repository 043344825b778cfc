// @vitest-environment happy-dom
// The widget root's language: it waits for the language's catalog (held back here by a gate around the real
// loader), follows its own `lang`, then the nearest ancestor's, live; keeps the current language on screen
// while the next one downloads; takes its direction from the language unless a closer `dir` says otherwise;
// and shows English when a download fails.
import { atom } from 'nanostores'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MempoolClient, MempoolInfo } from '../../core'
import { MempoolFooter } from '../footer/footer'
import { renderWidget, unmountWidgets } from './testing/render-widget'
import { readDir, readLang } from './dom-locale'
import type * as CatalogLoader from '../../core/i18n/catalog-loader'

const gate = vi.hoisted(() => ({
  waiting: new Map<string, (outcome: 'load' | 'fail') => Promise<boolean>>(),
}))

vi.mock('../../core/i18n/catalog-loader', async (importOriginal) => {
  const real = await importOriginal<typeof CatalogLoader>()
  return {
    ...real,
    // Each download waits until the test opens its gate, then runs the real loader (or fails).
    loadCatalog: (locale: string): Promise<boolean> =>
      real.isCatalogLoaded(locale)
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) =>
            gate.waiting.set(real.catalogCode(locale), (outcome) => {
              const done = outcome === 'load' ? real.loadCatalog(locale) : Promise.resolve(false)
              resolve(done)
              return done
            }),
          ),
  }
})

async function open(code: string, outcome: 'load' | 'fail' = 'load'): Promise<void> {
  const release = gate.waiting.get(code)
  if (!release) throw new Error(`nothing is waiting for the ${code} catalog`)
  gate.waiting.delete(code)
  await act(async () => {
    await release(outcome)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

const info = { size: 12_345, bytes: 1, usage: 1, total_fee: 1, maxmempool: 3e8 }
const client = {
  api: 'https://example.test',
  network: 'signet',
  stores: {
    $mempoolInfo: atom(info as unknown as MempoolInfo),
    $vBytesPerSecond: atom(1234.5),
    $mempoolBlocks: atom([]),
    $syncProgress: atom(null),
    $apiTrouble: atom(false),
  },
} as unknown as MempoolClient

const base = (shadow: ShadowRoot): HTMLElement =>
  shadow.querySelector<HTMLElement>('[part="base"]')!
const text = (shadow: ShadowRoot, figure: string): string =>
  shadow.querySelector(`[data-figure="${figure}"]`)?.textContent ?? ''
const label = (shadow: ShadowRoot): string | null =>
  shadow.querySelector('section')?.getAttribute('aria-label') ?? null
// A MutationObserver callback runs in a microtask: let it, then let React render.
const settle = (): Promise<void> =>
  act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

afterEach(async () => {
  await unmountWidgets()
  document.body.replaceChildren()
  document.documentElement.lang = 'en'
  document.documentElement.removeAttribute('dir')
})

describe('a widget’s language', () => {
  it('shows an empty busy box until its language’s messages arrive, then that language', async () => {
    const { shadow } = await renderWidget(
      MempoolFooter,
      client,
      {},
      { lang: 'ja', awaitMessages: false },
    )
    expect(base(shadow).getAttribute('aria-busy')).toBe('true')
    expect(base(shadow).textContent).toBe('')
    await open('ja')
    expect(base(shadow).getAttribute('lang')).toBe('ja')
    expect(base(shadow).getAttribute('dir')).toBe('ltr')
    expect(label(shadow)).toBe('mempoolの状態')
    expect(text(shadow, 'unconfirmed')).toBe('12,345 TX')
  })

  it('follows a live change of the ancestor’s lang, keeping the old language until the new one is ready', async () => {
    const { shadow } = await renderWidget(
      MempoolFooter,
      client,
      {},
      { lang: 'ja', awaitMessages: false },
    )
    if (gate.waiting.has('ja')) await open('ja')
    const section = shadow.querySelector('section')
    const container = shadow.host.parentElement!
    container.lang = 'ar'
    await settle()
    // Still Japanese and still mounted (same element) while Arabic downloads.
    expect(base(shadow).getAttribute('aria-busy')).toBeNull()
    expect(label(shadow)).toBe('mempoolの状態')
    expect(shadow.querySelector('section')).toBe(section)
    await open('ar')
    expect(base(shadow).getAttribute('lang')).toBe('ar')
    expect(base(shadow).getAttribute('dir')).toBe('rtl')
    expect(label(shadow)).not.toBe('mempoolの状態')
    expect(text(shadow, 'unconfirmed')).toContain(new Intl.NumberFormat('ar').format(12_345))
    expect(shadow.querySelector('section')).toBe(section)
  })

  it('prefers its own lang to an ancestor’s, and falls back to English texts when a download fails', async () => {
    const { shadow } = await renderWidget(MempoolFooter, client, {}, { lang: 'en' })
    expect(label(shadow)).toBe('Mempool status')
    shadow.host.setAttribute('lang', 'de')
    await settle()
    await open('de', 'fail')
    expect(base(shadow).getAttribute('lang')).toBe('de')
    expect(label(shadow)).toBe('Mempool status')
    // German number formats even with English texts: Intl follows the language, not the catalog.
    expect(text(shadow, 'unconfirmed')).toBe('12.345 TXs')
  })
})

describe('lang and dir from the DOM', () => {
  it('takes the direction from the language unless a dir is set with the lang or closer', () => {
    document.documentElement.lang = 'en'
    document.documentElement.dir = 'ltr'
    const arabic = document.createElement('div')
    arabic.lang = 'ar'
    const widget = document.createElement('span')
    arabic.append(widget)
    document.body.append(arabic)
    expect(readLang(widget)).toBe('ar')
    expect(readDir(widget)).toBeUndefined() // the page's dir="ltr" was meant for English
    arabic.dir = 'ltr'
    expect(readDir(widget)).toBe('ltr')
    arabic.removeAttribute('dir')
    widget.dir = 'rtl'
    expect(readDir(widget)).toBe('rtl')
    arabic.removeAttribute('lang')
    widget.removeAttribute('dir')
    expect(readLang(widget)).toBe('en')
    expect(readDir(widget)).toBe('ltr')
  })

  it('crosses shadow roots to the host’s ancestors', () => {
    const outer = document.createElement('div')
    outer.lang = 'he'
    const host = document.createElement('div')
    outer.append(host)
    document.body.append(outer)
    const inner = document.createElement('span')
    host.attachShadow({ mode: 'open' }).append(inner)
    expect(readLang(inner)).toBe('he')
    expect(readDir(inner)).toBeUndefined()
  })
})
