// A host page on its own origin that loads the built element scripts and points their tags at a live
// server, with a CSP that allows exactly that server (the replay fixture's page only allows the replay).
import type { Page } from '@playwright/test'
import { startStaticServer } from './static-server'
import type { StaticServer } from './static-server'

export interface LivePages {
  open(page: Page, apiUrl: string, widgets: string[], body: string): Promise<void>
  close(): Promise<void>
}

export async function startLivePages(): Promise<LivePages> {
  const dist: StaticServer = await startStaticServer('dist')
  const host: StaticServer = await startStaticServer()
  return {
    async open(page, apiUrl, widgets, body) {
      const ws = apiUrl.replace(/^http/, 'ws')
      const policy = `default-src 'none'; script-src ${dist.url}; connect-src ${apiUrl} ${ws}; img-src ${apiUrl}; style-src 'self'`
      const scripts = widgets
        .map((w) => `<script type="module" src="${dist.url}/elements/mempool-${w}.js"></script>`)
        .join('\n')
      host.page(
        '/',
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><title>live widgets</title>${scripts}</head><body><main><h1>Live widgets</h1>${body}</main></body></html>`,
      )
      await page.goto(`${host.url}/`)
    },
    async close() {
      await Promise.all([dist.close(), host.close()])
    },
  }
}

/** The spec's host pages (see startLivePages), started before its first test and closed after its last. */
export function livePagesForSpec(test: {
  beforeAll(hook: () => Promise<void>): void
  afterAll(hook: () => Promise<void>): void
}): LivePages {
  let current: LivePages | undefined
  test.beforeAll(async () => {
    current = await startLivePages()
  })
  test.afterAll(async () => {
    await current?.close()
  })
  return {
    open: (page, apiUrl, widgets, body) => {
      if (!current) throw new Error('the live pages are started in beforeAll')
      return current.open(page, apiUrl, widgets, body)
    },
    close: async () => current?.close(),
  }
}
