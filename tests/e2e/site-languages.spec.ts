// The site in each of its 31 languages (issue 12, spec §2.5 "Language selection"), as `npm start` serves it:
// one light page per language (/xx/docs/faq) shows that language's texts from its catalog and none of the
// English texts every catalog translates, carries <html lang dir> from the server on, and formats numbers
// through Intl in its language; the language menu sets the `lang` cookie (expires 2050) and opens the same page
// under the new prefix; unprefixed URLs follow the cookie, then the browser's languages; a prefix beats both;
// Arabic, Persian and Hebrew pages are right-to-left. Run `npm run build:site` first.
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { LANGUAGES, isRtl } from '../../src/core/i18n/languages'
import { collectProblems } from './support/page-checks'
import { liveServerForSpec } from './support/live-server'

const server = liveServerForSpec(test, { blockIntervalS: 30, seed: 7, networks: 'mainnet,testnet' })

type Catalog = Readonly<Record<string, string>>
const catalog = (code: string): Catalog =>
  JSON.parse(
    readFileSync(new URL(`../../src/core/i18n/catalog/${code}.json`, import.meta.url), 'utf8'),
  ) as Catalog
const CATALOGS = new Map(LANGUAGES.map(({ code }) => [code, catalog(code)]))
const EN = catalog('en')
const text = (code: string, id: string): string => CATALOGS.get(code)?.[id] ?? EN[id] ?? id

/** The header's navigation and the FAQ's questions, in page order: the "known words" of each language. */
const NAV_IDS = ['dashboard', 'blocks', 'clock', 'docs'].map((name) => `site.shell.nav.${name}`)
const FAQ = ['mempool', 'projected', 'fee-rates', 'rbf', 'cpfp', 'audit', 'accelerator', 'goggles']
const QUESTION_IDS = FAQ.map((name) => `site.docs.faq.${name}.q`)
const ANSWER_IDS = FAQ.map((name) => `site.docs.faq.${name}.a`)

/**
 * English texts of /docs/faq that every catalog translates (differs from English), so none may show on a page in
 * another language: the FAQ, the skip link, the settings button. Computed, so a later translation adds to it.
 */
const ENGLISH_LEFTOVERS: readonly string[] = [
  ...QUESTION_IDS,
  ...ANSWER_IDS,
  'site.shell.skip',
  'site.settings.button',
  'site.docs.faq-title',
  'site.language.menu',
]
  .filter((id) =>
    LANGUAGES.every(({ code }) => code === 'en' || (CATALOGS.get(code)?.[id] ?? EN[id]) !== EN[id]),
  )
  .map((id) => EN[id] ?? '')

/** The page's visible text, shadow roots included (the footer). */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = []
    const walk = (root: Node): void => {
      for (const node of root.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '')
        if (node instanceof Element) {
          if (node.shadowRoot) walk(node.shadowRoot)
          if (node.tagName !== 'SCRIPT' && node.tagName !== 'STYLE') walk(node)
        }
      }
    }
    walk(document.body)
    return parts.join(' ')
  })
}

/**
 * The footer's figures are numbers written by Intl in the page's language: the first number of the unconfirmed
 * count and of the mempool size (bytes with two decimals, e.g. "36,19 kB" in German) uses that language's digits,
 * group and decimal separators only, and formatting the value it stands for again gives the same text (an
 * English "36.19" on a German page reads as 3619 and fails).
 */
async function expectIntlNumbers(page: Page, code: string): Promise<void> {
  for (const name of ['unconfirmed', 'size']) {
    const figure = page.locator(`mempool-footer [data-figure="${name}"]`)
    await expect(figure).toHaveText(/\p{Nd}/u, { timeout: 30_000 })
    const check = await figure.evaluate((element, locale) => {
      const run = /\p{Nd}(?:[\p{Nd}.,'’\u066b\u066c\u00a0\u202f]*\p{Nd})?/u
      const written = run.exec(element.textContent ?? '')?.[0] ?? ''
      const format = new Intl.NumberFormat(locale)
      const digits = [...Array(10).keys()].map((n) => format.format(n))
      const part = (type: string, n: number): string =>
        format.formatToParts(n).find((p) => p.type === type)?.value ?? ''
      const [group, decimal] = [part('group', 1234567), part('decimal', 1.5)]
      let value = ''
      for (const char of written) {
        if (char === group) continue
        if (char === decimal) value += '.'
        else if (digits.includes(char)) value += String(digits.indexOf(char))
        else return { written, again: `not a ${locale} digit or separator: ${char}` }
      }
      const fraction = value.split('.')[1]?.length ?? 0
      const digitsAfter = { minimumFractionDigits: fraction, maximumFractionDigits: fraction }
      return { written, again: new Intl.NumberFormat(locale, digitsAfter).format(Number(value)) }
    }, code)
    expect(check.again, `${code} footer ${name}`).toBe(check.written)
  }
}

/** Every `document.cookie = …` the pages of `page` write from now on, across navigations. */
async function recordCookieWrites(page: Page): Promise<string[]> {
  const written: string[] = []
  await page.exposeFunction('cookieWritten', (value: string) => written.push(value))
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document): string {
        return String(cookie?.get?.call(this))
      },
      set(this: Document, value: string) {
        void (window as unknown as { cookieWritten(v: string): Promise<void> }).cookieWritten(value)
        cookie?.set?.call(this, value)
      },
    })
  })
  return written
}

test.describe('a page per language', () => {
  for (const { code, name } of LANGUAGES) {
    test(`${code} (${name}): /${code}/docs/faq in ${name}`, async ({ page }) => {
      const problems = collectProblems(page)
      const response = await page.goto(`${server.url}/${code}/docs/faq`)
      expect(response?.status()).toBe(200)
      const dir = isRtl(code) ? 'rtl' : 'ltr'
      // the served HTML already carries the language, before any script
      expect(await response?.text()).toContain(`<html lang="${code}" dir="${dir}"`)
      await expect(page.locator('html')).toHaveAttribute('lang', code)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)

      await expect(page.locator('#docs-faq-title')).toHaveText(text(code, 'site.docs.faq-title'))
      const nav = page.locator('.site-nav a')
      await expect(nav).toHaveText(NAV_IDS.map((id) => text(code, id)))
      expect(await nav.first().getAttribute('href')).toBe(`/${code}`)
      const questions = page.locator('.faq-entry h3')
      await expect(questions).toHaveText(QUESTION_IDS.map((id) => `${text(code, id)} #`))
      await expect(page.locator('.skip-link')).toHaveText(text(code, 'site.shell.skip'))
      await expect(page.locator('.language-current')).toHaveText(name)

      await expectIntlNumbers(page, code)
      if (code !== 'en') {
        const shown = await pageText(page)
        expect(ENGLISH_LEFTOVERS.filter((english) => shown.includes(english))).toEqual([])
      }
      expect(problems).toEqual([])
    })
  }
})

test('the list of English leftovers is not empty, so the per-language check can fail', () => {
  expect(ENGLISH_LEFTOVERS.length).toBeGreaterThanOrEqual(QUESTION_IDS.length + ANSWER_IDS.length)
})

test('the language menu lists exactly the 31 languages by their own names, works by keyboard and passes axe', async ({
  page,
}) => {
  await page.goto(`${server.url}/testnet/blocks?page=2`)
  const button = page.locator('.language-button')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const links = page.locator('.language-panel a')
  await expect(links).toHaveText(LANGUAGES.map((language) => language.name))
  const attributes = await links.evaluateAll((all) =>
    all.map((a) => [a.getAttribute('lang'), a.getAttribute('href')]),
  )
  expect(attributes).toEqual(
    LANGUAGES.map(({ code }) => [
      code,
      code === 'en' ? '/testnet/blocks?page=2' : `/${code}/testnet/blocks?page=2`,
    ]),
  )
  await expect(page.locator('.language-panel a[aria-current=true]')).toHaveText('English')
  const axe = await new AxeBuilder({ page }).include('.language-menu').analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])

  await page.keyboard.press('Tab')
  await expect(links.first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
  await expect(page.locator('.language-panel')).toBeHidden()
})

test('picking a language sets the lang cookie until 2050; unprefixed URLs then open in it; a prefix beats it', async ({
  page,
  context,
}) => {
  const written = await recordCookieWrites(page)
  await page.goto(`${server.url}/testnet/blocks`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.locator('.language-button').click()
  // by keyboard: focus the link and press Enter
  await page.locator('.language-panel a[lang=de]').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${server.url}/de/testnet/blocks`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('.site-nav a').nth(1)).toHaveText(text('de', 'site.shell.nav.blocks'))
  // the page asks for 2050; Chromium keeps a cookie at most 400 days, so the stored date is capped
  await expect
    .poll(() => written)
    .toEqual([expect.stringMatching(/^lang=de; expires=[^;]* 2050 [^;]*GMT; path=\/;/)])
  const cookie = (await context.cookies()).find((c) => c.name === 'lang')
  expect(cookie?.value).toBe('de')
  expect(cookie?.path).toBe('/')
  expect((cookie?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + 390 * 86_400_000)

  // no prefix: the cookie's language, and links without a prefix
  await page.goto(`${server.url}/docs/faq`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('#docs-faq-title')).toHaveText(text('de', 'site.docs.faq-title'))
  await expect(page.locator('.site-nav a').nth(1)).toHaveText(text('de', 'site.shell.nav.blocks'))
  await expect(page.locator('.site-nav a').nth(1)).toHaveAttribute('href', '/blocks')

  // a prefix beats the cookie, and the page's links keep it (/en too)
  await page.goto(`${server.url}/fr/docs/faq`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.locator('#docs-faq-title')).toHaveText(text('fr', 'site.docs.faq-title'))
  await page.goto(`${server.url}/en/docs/faq`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('.skip-link')).toHaveText(EN['site.shell.skip'] ?? '')
  await expect(page.locator('.site-nav a').nth(1)).toHaveAttribute('href', '/en/blocks')

  // picking English: the unprefixed page, and the cookie says English
  await page.goto(`${server.url}/de/docs/faq`)
  await page.locator('.language-button').click()
  await page.locator('.language-panel a[lang=en]').click()
  await expect(page).toHaveURL(`${server.url}/docs/faq`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('.skip-link')).toHaveText(EN['site.shell.skip'] ?? '')
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en')
})

test("a widget's own link (a strip cube) keeps the page's language prefix", async ({ page }) => {
  await page.goto(`${server.url}/de/testnet`)
  const cube = page.locator('mempool-blockchain .mined-list a[href]').first()
  await expect(cube).toBeVisible({ timeout: 60_000 })
  expect(await cube.getAttribute('href')).toMatch(/^(https?:\/\/[^/]+)?\/testnet\/block\//)
  await cube.click()
  await expect(page).toHaveURL(/\/de\/testnet\/block\/[0-9a-f]{64}$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test.describe('a Japanese browser', () => {
  test.use({ locale: 'ja-JP' })

  test('opens unprefixed pages in Japanese; a lang cookie or a prefix wins over it', async ({
    page,
    context,
  }) => {
    await page.goto(`${server.url}/docs/faq`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page.locator('#docs-faq-title')).toHaveText(text('ja', 'site.docs.faq-title'))
    await expect(page.locator('.site-nav a').nth(1)).toHaveText(text('ja', 'site.shell.nav.blocks'))
    await expect(page.locator('.site-nav a').nth(1)).toHaveAttribute('href', '/blocks')

    await page.goto(`${server.url}/ko/docs/faq`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')

    await context.addCookies([{ name: 'lang', value: 'sv', url: server.url }])
    await page.goto(`${server.url}/docs/faq`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
    await expect(page.locator('.site-nav a').nth(1)).toHaveText(text('sv', 'site.shell.nav.blocks'))
  })
})

test.describe('a browser in a language the site does not have', () => {
  test.use({ locale: 'sw-KE' })

  test('gets English', async ({ page }) => {
    await page.goto(`${server.url}/docs/faq`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('.skip-link')).toHaveText(EN['site.shell.skip'] ?? '')
  })
})

test('Arabic, Persian and Hebrew pages are right-to-left, from a prefix or from the cookie', async ({
  page,
  context,
}) => {
  for (const code of ['ar', 'fa', 'he']) {
    await page.goto(`${server.url}/${code}/testnet/blocks`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).direction)).toBe(
      'rtl',
    )
    // the header mirrors: the site name sits at the inline start, which is the right
    const name = await page.locator('.site-name').boundingBox()
    const nav = await page.locator('.site-nav').boundingBox()
    expect(name && nav && name.x > nav.x, code).toBe(true)
  }
  await context.addCookies([{ name: 'lang', value: 'he', url: server.url }])
  await page.goto(`${server.url}/testnet/blocks`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'he')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.goto(`${server.url}/de/testnet/blocks`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  const name = await page.locator('.site-name').boundingBox()
  const nav = await page.locator('.site-nav').boundingBox()
  expect(name && nav && name.x < nav.x).toBe(true)
})
