import { describe, expect, it } from 'vitest'
import { sitePageFraming, sitePageOf } from './site-pages'

describe('sitePageFraming: the embeddable views', () => {
  it.each([
    '/view/block/840000',
    '/view/block/00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054',
    '/testnet/view/mempool-block/0?autofit=true',
    '/de/signet/view/blocks?numBlocks=4',
    '/view/blocks/',
  ])('%s is an embeddable page', (url) => expect(sitePageFraming(url)).toBe('embeddable'))

  it.each(['/view', '/view/block', '/view/blocks/3', '/view/clock', '/view/block/1/2'])(
    '%s is no page',
    (url) => expect(sitePageFraming(url)).toBeUndefined(),
  )
})

describe('sitePageOf', () => {
  it.each([
    ['/', 'home'],
    ['/testnet', 'home'],
    ['/de/signet/block/840000', 'block'],
    ['/tx/ab?x=1#accelerate', 'tx'],
    ['/mining/pool/foundryusa', 'miningPool'],
    ['/mining/blocks', 'miningBlocks'],
    ['/mining/hashrate', 'mining'],
    ['/preview/clock/mined/3', 'clock'],
    ['/testnet/view/blocks', 'viewBlocks'],
  ] as const)('%s is the %s page', (url, id) => expect(sitePageOf(url)).toBe(id))

  it.each(['/nope', '/block', '/tx/a/b', '/liquid/block/1', '//block/1'])('%s is no page', (url) =>
    expect(sitePageOf(url)).toBeUndefined(),
  )
})
