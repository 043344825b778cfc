// A hostile backend's values never shape a link: the hand-made mainnet-like init frame (support/init-frame.ts:
// no recorded data, so this runs in CI) with the tip's pool slug and the next block's id replaced by markup,
// dot segments, a query and a fragment. Every href stays one encoded segment below its path prefix on the API's
// origin. Run `npm run build:lib` first.
import { expect, test } from './support/fixtures'
import { makeInitFrame } from './support/init-frame'
import type { InitFrame } from './support/init-frame'

const HOSTILE_SLUG = 'x" onmouseover=alert(1) ../../evil?y=#'
const HOSTILE_ID = '..'

function hostileFrame(): InitFrame {
  const frame = makeInitFrame()
  const [tip, second] = [...frame.blocks].sort((a, b) => b.height - a.height)
  const pool = tip?.extras?.pool
  if (!pool || !second) throw new Error('the hand-made frame has no pooled tip block')
  pool.slug = HOSTILE_SLUG
  second.id = HOSTILE_ID
  return frame
}

const frame = hostileFrame()

test.describe('links built from backend data', () => {
  test.use({ replayFrames: [frame], replayRest: { '/api/v1/init-data': frame } })

  test('a hostile pool slug and block id are encoded and stay on their path', async ({
    widgetPage,
  }) => {
    const { page } = widgetPage
    const api = widgetPage.replay.url
    await widgetPage.openHtml({
      widgets: ['blockchain'],
      body: `<mempool-blockchain api="${api}"></mempool-blockchain>`,
    })
    const heights = frame.blocks.map((b) => b.height).sort((a, b) => b - a)
    const slot = (height: number | undefined) =>
      page.locator(`mempool-blockchain .mined-list [data-height="${height}"]`)

    const badge = slot(heights[0]).locator('a[data-figure="pool"]')
    await expect(badge).toBeVisible()
    const poolHref = (await badge.getAttribute('href')) ?? ''
    expect(poolHref).toBe(`${api}/mining/pool/${encodeURIComponent(HOSTILE_SLUG)}`)
    // What a click would open: still one segment below /mining/pool/, no query, no fragment.
    const resolved = new URL(poolHref)
    expect(resolved.pathname.startsWith('/mining/pool/')).toBe(true)
    expect(resolved.pathname.split('/')).toHaveLength(4)
    expect(`${resolved.search}${resolved.hash}`).toBe('')
    // The markup in the slug stayed text: no attribute was added to the badge.
    expect(await badge.getAttribute('onmouseover')).toBeNull()
    const logo = (await badge.locator('img').getAttribute('src')) ?? ''
    expect(new URL(logo).pathname.startsWith('/resources/mining-pools/')).toBe(true)

    const cube = slot(heights[1]).locator('.cube')
    await expect(cube).toHaveAttribute('href', `${api}/block/%252E%252E`)
    expect(new URL((await cube.getAttribute('href')) ?? '').pathname).toBe('/block/%252E%252E')
  })
})
