// The Storybook accessibility check (`a11y: { test: 'error' }` in .storybook/preview.ts) run for real: every
// story of the BUILT static Storybook (dist/storybook, `npm run build-storybook`, which `npm test` runs just
// before Playwright) opened in Chromium and checked with axe-core; any violation fails its story.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { startStaticServer, type StaticServer } from './support/static-server'

const storybookDir = 'dist/storybook'
const indexFile = `${storybookDir}/index.json`

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
}

/** Stories that Storybook's own test runner would check: type story, tagged `test`. */
const stories: IndexEntry[] = existsSync(indexFile)
  ? Object.values(
      (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> })
        .entries,
    ).filter((entry) => entry.type === 'story' && (entry.tags ?? ['test']).includes('test'))
  : []

// Rules about the page around a story, which Storybook's a11y panel leaves out as well: the story is a
// fragment placed in Storybook's iframe, not a page with landmarks and a main heading of its own.
const PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one']

let server: StaticServer
test.beforeAll(async () => {
  server = await startStaticServer(storybookDir)
})
test.afterAll(async () => {
  await server.close()
})

test('the static Storybook is built and lists stories', () => {
  expect(existsSync(indexFile), `${indexFile} missing: run \`npm run build-storybook\``).toBe(true)
  expect(stories.length).toBeGreaterThan(0)
})

for (const story of stories) {
  test(`${story.title} › ${story.name} has no axe-core violations`, async ({ page }) => {
    await page.goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story`)
    const root = page.locator('#storybook-root')
    await expect(root.locator('*').first()).toBeAttached()
    // Recorded frames arrive right after the mount; let the widget settle into what the story shows.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    await expect(page.locator('.sb-show-errordisplay')).toHaveCount(0)
    const results = await new AxeBuilder({ page })
      .include('#storybook-root')
      .disableRules(PAGE_RULES)
      .analyze()
    expect(
      results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })
}
