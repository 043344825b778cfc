// Playwright fixtures shared by the widgets' browser tests: the BUILT bundle (dist/) served from one origin,
// the host page from another, a replay server as the API, and a page object that opens a page holding only
// the element's script and its tag. Set the frames with `test.use({ replayFrames: [...] })`.
import { test as base, expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import { startReplayServer } from './replay-server'
import type { ReplayServer } from './replay-server'
import { startStaticServer } from './static-server'
import type { StaticServer } from './static-server'

export interface WidgetPageOptions {
  /** Widget folder name, e.g. 'footer' → dist/elements/mempool-footer.js and <mempool-footer>. */
  widget: string
  /** Attributes for the tag; `api` defaults to the replay server. */
  attributes?: Record<string, string>
  /** <html lang> and <html dir>. */
  lang?: string
  dir?: 'ltr' | 'rtl'
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export class WidgetPage {
  constructor(
    readonly page: Page,
    private readonly dist: StaticServer,
    private readonly host: StaticServer,
    readonly replay: ReplayServer,
  ) {}

  /** Opens a plain page on the host origin with only the element's built script, under a strict CSP. */
  async open(options: WidgetPageOptions): Promise<Locator> {
    const tag = `mempool-${options.widget}`
    const attributes = { api: this.replay.url, ...options.attributes }
    const attributeText = Object.entries(attributes)
      .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
      .join(' ')
    await this.openHtml({
      widgets: [options.widget],
      body: `<${tag} ${attributeText}></${tag}>`,
      ...(options.lang ? { lang: options.lang } : {}),
      ...(options.dir ? { dir: options.dir } : {}),
    })
    return this.page.locator(tag)
  }

  /**
   * Opens a page whose <main> is `body` (trusted test markup), loading the built element files of
   * `widgets` in that order (e.g. ['footer', 'provider'] to define the provider last).
   */
  async openHtml(options: {
    widgets: string[]
    body: string
    lang?: string
    dir?: 'ltr' | 'rtl'
  }): Promise<void> {
    const wsOrigin = this.replay.url.replace(/^http/, 'ws')
    const policy = `default-src 'none'; script-src ${this.dist.url}; connect-src ${this.replay.url} ${wsOrigin}; style-src 'self'`
    const scripts = options.widgets
      .map(
        (widget) =>
          `<script type="module" src="${this.dist.url}/elements/mempool-${widget}.js"></script>`,
      )
      .join('\n')
    const html = `<!doctype html>
<html lang="${options.lang ?? 'en'}" dir="${options.dir ?? 'ltr'}">
<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><title>widget test page</title>
${scripts}</head>
<body><main><h1>Widget test page</h1>${options.body}</main></body>
</html>`
    this.host.page('/', html)
    await this.page.goto(`${this.host.url}/`)
  }

  /** A figure's text inside the widget's shadow root (`data-figure="<name>"`). */
  figure(name: string): Locator {
    return this.page.locator(`[data-figure="${name}"]`)
  }
}

interface Fixtures {
  replayFrames: object[]
  replayRest: Record<string, unknown>
  replay: ReplayServer
  widgetPage: WidgetPage
}

interface WorkerFixtures {
  distServer: StaticServer
  hostServer: StaticServer
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  distServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, provide) => {
      if (!existsSync('dist/elements'))
        throw new Error('dist/elements is missing: run `npm run build:lib` first')
      const server = await startStaticServer('dist')
      await provide(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  hostServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
    async ({}, provide) => {
      const server = await startStaticServer()
      await provide(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  replayFrames: [[], { option: true }],
  replayRest: [{}, { option: true }],
  replay: async ({ replayFrames, replayRest }, provide) => {
    const server = await startReplayServer({ frames: replayFrames, rest: replayRest })
    await provide(server)
    await server.close()
  },
  widgetPage: async ({ page, distServer, hostServer, replay }, provide) => {
    await provide(new WidgetPage(page, distServer, hostServer, replay))
  },
})

export { expect }
