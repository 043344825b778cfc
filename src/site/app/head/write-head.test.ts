// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { PageHead } from './page-head'
import { writeHead } from './write-head'

const head = (soft404: boolean): PageHead => ({
  title: 'Block 1 - mempool - Bitcoin Explorer',
  description: 'About blocks',
  canonical: 'https://mempool.space/block/1',
  image: { url: 'http://x/resources/previews/dashboard.png', width: 1000, height: 500 },
  soft404,
})

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')

describe('writeHead', () => {
  it('writes the title, canonical link and share tags in sync', () => {
    writeHead(document, head(false))
    expect(document.title).toBe('Block 1 - mempool - Bitcoin Explorer')
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'https://mempool.space/block/1',
    )
    expect(meta('meta[name=description]')).toBe('About blocks')
    expect(meta('meta[property="og:title"]')).toBe(document.title)
    expect(meta('meta[name="twitter:title"]')).toBe(document.title)
    expect(meta('meta[property="og:description"]')).toBe('About blocks')
    expect(meta('meta[property="og:image"]')).toBe('http://x/resources/previews/dashboard.png')
    expect(meta('meta[property="og:image:width"]')).toBe('1000')
    expect(meta('meta[property="og:image:height"]')).toBe('500')
  })

  it('sets the soft-404 marker and clears it again, without duplicating tags', () => {
    writeHead(document, head(true))
    expect(meta('meta[name=robots]')).toBe('noindex')
    expect(meta('meta[name="prerender-status-code"]')).toBe('404')
    writeHead(document, head(false))
    expect(document.head.querySelector('meta[name=robots]')).toBeNull()
    expect(document.head.querySelector('meta[name="prerender-status-code"]')).toBeNull()
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('link[rel=canonical]')).toHaveLength(1)
  })
})
