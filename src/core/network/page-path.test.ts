import { describe, expect, it } from 'vitest'
import { pagePath, pathSegment } from './links'

describe('pagePath', () => {
  it.each([
    ['foundryusa', '/mining/pool/foundryusa'],
    [
      'x" onmouseover=alert(1) ../../evil?y=#',
      '/mining/pool/x%22%20onmouseover%3Dalert(1)%20..%2F..%2Fevil%3Fy%3D%23',
    ],
    ['a/b', '/mining/pool/a%2Fb'],
    ['..', '/mining/pool/%252E%252E'],
    ['.', '/mining/pool/%252E'],
    ['%2e%2E', '/mining/pool/%252e%252E'],
    ['ünï', '/mining/pool/%C3%BCn%C3%AF'],
  ])('puts %j in one segment', (slug, path) => {
    const built = pagePath`/mining/pool/${slug}`
    expect(built).toBe(path)
    // Resolved as a browser would: still one segment below the prefix, nothing after it.
    const url = new URL(built, 'https://example.com/')
    expect(url.pathname.split('/')).toHaveLength(4)
    expect(url.pathname.startsWith('/mining/pool/')).toBe(true)
    expect(url.search + url.hash).toBe('')
  })

  it('encodes numbers and values inside a segment', () => {
    expect(pagePath`/block/${840000}`).toBe('/block/840000')
    expect(pagePath`/resources/mining-pools/${'a?b'}.svg`).toBe('/resources/mining-pools/a%3Fb.svg')
    expect(pathSegment('')).toBe('')
  })
})
