// A hostile backend's values never shape a link: the recorded mainnet frame with one block's pool slug and
// another block's id replaced by markup, dot segments, a query and a fragment. Every href stays one encoded
// segment below its path prefix on the API's origin. Run `npm run build:lib` first.
import { hasRecorded, readCypress } from '../fixtures/recorded'
import { expect, test } from './support/fixtures'

interface RecordedBlock {
  id: string
  height: number
  extras?: { pool?: { slug?: string } }
}
interface RecordedInit {
  blocks: RecordedBlock[]
}

const HOSTILE_SLUG = 'x" onmouseover=alert(1) ../../evil?y=#'
const HOSTILE_ID = '..'

function hostileFrame(): RecordedInit | undefined {
  if (!hasRecorded) return undefined
  const frame = readCypress<RecordedInit>('mainnet_mempoolInfo.json')
  const blocks = [...frame.blocks].sort((a, b) => b.height - a.height)
  const [tip, second] = blocks
  if (!tip?.extras?.pool || !second) throw new Error('the recorded frame has no pooled tip block')
  tip.extras.pool.slug = HOSTILE_SLUG
  second.id = HOSTILE_ID
  return frame
}

const frame = hostileFrame()

test.describe('links built from backend data', () => {
  test.skip(!frame, 'recorded mainnet frames not found (../shared/fixtures/mempool-recorded)')
  test.use({
    replayFrames: frame ? [frame] : [],
    replayRest: frame ? { '/api/v1/init-data': frame } : {},
  })

  test('a hostile pool slug and block id are encoded and stay on their path', async ({
    widgetPage,
  }) => {
    if (!frame) return
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
