import { describe, expect, it } from 'vitest'
import { Window } from 'happy-dom'
import { SITE_CONFIG_META, defaultSiteConfig, parseSiteConfig } from '../../../core/wire'
import { escapeAttribute, injectSiteConfig, siteConfigMetaTag } from './site-config-meta'

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>app</title></head><body></body></html>'

/** The config as the site reads it: the browser's attribute value through parseSiteConfig. */
function readBack(html: string): unknown {
  const window = new Window()
  window.document.write(html)
  const content = window.document
    .querySelector(`meta[name="${SITE_CONFIG_META}"]`)
    ?.getAttribute('content')
  void window.happyDOM.close()
  return content === null || content === undefined ? undefined : JSON.parse(content)
}

describe('escapeAttribute', () => {
  it('escapes the five characters that could end or change an attribute', () => {
    expect(escapeAttribute(`a&b"c'd<e>f`)).toBe('a&amp;b&quot;c&#39;d&lt;e&gt;f')
  })
})

describe('injectSiteConfig', () => {
  it('adds the tag at the end of <head>, after the charset', () => {
    const html = injectSiteConfig(PAGE, defaultSiteConfig())
    expect(html.indexOf(`name="${SITE_CONFIG_META}"`)).toBeGreaterThan(html.indexOf('charset'))
    expect(html.indexOf(`name="${SITE_CONFIG_META}"`)).toBeLessThan(html.indexOf('</head>'))
    expect(readBack(html)).toEqual(defaultSiteConfig())
  })

  it('round-trips a config whose text would break out of the attribute', () => {
    const config = {
      ...defaultSiteConfig('liquid'),
      siteName: `"><script>alert(1)</script>`,
      toggles: { ...defaultSiteConfig().toggles, audit: true },
    }
    const html = injectSiteConfig(PAGE, config)
    expect(html).not.toContain('<script>')
    expect(siteConfigMetaTag(config)).not.toMatch(/content="[^"]*"[^>]*"/)
    const parsed = readBack(html)
    expect(parsed).toEqual(config)
    expect(parseSiteConfig(parsed).toggles.audit).toBe(true)
  })

  it('replaces a tag already in the page instead of adding a second one', () => {
    const once = injectSiteConfig(PAGE, defaultSiteConfig())
    const twice = injectSiteConfig(once, { ...defaultSiteConfig(), hosted: true })
    expect(twice.split(SITE_CONFIG_META).length).toBe(2)
    expect(readBack(twice)).toMatchObject({ hosted: true })
  })

  it('puts the tag first when the page has no head', () => {
    expect(injectSiteConfig('<p>x</p>', defaultSiteConfig())).toMatch(/^<meta name=/)
  })
})
