// The page's <meta> policy and the server's header must be one policy: the header only adds
// frame-ancestors, which browsers ignore in a <meta> (CSP 3 §6.3).
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite'
import { describe, expect, it } from 'vitest'
import { createServerApp } from '../server/http/app'
import { nullNetwork } from '../server/http/testing/null-network'
import { contentSecurityPolicy } from './vite.config'

/** The content of the CSP <meta> the build injects into index.html. */
function metaPolicy(): string {
  const hook = contentSecurityPolicy().transformIndexHtml as IndexHtmlTransformHook
  const context = {} as ThisParameterType<IndexHtmlTransformHook>
  const tags = hook.call(context, '', {} as Parameters<IndexHtmlTransformHook>[1])
  if (!Array.isArray(tags)) throw new Error('the CSP plugin returns its tags')
  const meta = (tags as HtmlTagDescriptor[]).find(
    (tag) => tag.attrs?.['http-equiv'] === 'Content-Security-Policy',
  )
  return String(meta?.attrs?.['content'])
}

const directives = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !d.startsWith('frame-ancestors'))

describe('site CSP', () => {
  it('is the same in the built page and in the server header, but for frame-ancestors', async () => {
    const server = await createServerApp({ networks: new Map([['mainnet', nullNetwork()]]) })
    try {
      for (const url of ['/', '/login', '/view/blocks']) {
        const header = String((await server.app.inject(url)).headers['content-security-policy'])
        expect(directives(header), url).toEqual(directives(metaPolicy()))
      }
    } finally {
      await server.app.close()
    }
    expect(metaPolicy()).not.toContain('frame-ancestors')
  })
})
