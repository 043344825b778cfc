// <mempool-footer> from the BUILT bundle (dist/elements/mempool-footer.js) on a plain page of another
// origin, fed the recorded mainnet init frame by the replay server. Run `npm run build:lib` first.
import AxeBuilder from '@axe-core/playwright'
import { hasRecorded, readCypress } from '../fixtures/recorded'
import { expect, test } from './support/fixtures'

interface RecordedInit {
  mempoolInfo: { size: number }
  vBytesPerSecond: number
  'mempool-blocks': { blockSize: number; blockVSize: number }[]
}

const frame = hasRecorded ? readCypress<RecordedInit>('mainnet_mempoolInfo.json') : undefined

/** What the footer must show for the frame, computed here independently of the widget's code. */
function expectedFigures(init: RecordedInit) {
  const en = (n: number, digits = 0) =>
    new Intl.NumberFormat('en', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(n)
  const bytes = init['mempool-blocks'].reduce((sum, b) => sum + b.blockSize, 0)
  const vsize = init['mempool-blocks'].reduce((sum, b) => sum + b.blockVSize, 0)
  const prefixes = ['B', 'kB', 'MB', 'GB', 'TB']
  const step = Math.min(Math.floor(Math.log10(bytes) / 3), prefixes.length - 1)
  const blocks = Math.ceil(vsize / 1_000_000)
  return {
    unconfirmed: `${en(init.mempoolInfo.size)} TXs`,
    size: `${en(bytes / 1000 ** step, 2)} ${prefixes[step]} (${blocks} ${blocks === 1 ? 'block' : 'blocks'})`,
    blocks: `(${blocks} ${blocks === 1 ? 'block' : 'blocks'})`,
    rate: `${en(init.vBytesPerSecond)} vB/s`,
  }
}

test.describe('<mempool-footer> on recorded mainnet frames', () => {
  test.skip(!frame, 'recorded mainnet frames not found (../shared/fixtures/mempool-recorded)')
  test.use({
    replayFrames: frame ? [frame] : [],
    replayRest: frame ? { '/api/v1/init-data': frame } : {},
  })

  test('shows exactly the figures of the frame', async ({ widgetPage }) => {
    if (!frame) return
    const expected = expectedFigures(frame)
    await widgetPage.open({ widget: 'footer' })
    await expect(widgetPage.figure('unconfirmed')).toHaveText(expected.unconfirmed)
    await expect(widgetPage.figure('size')).toHaveText(expected.size)
    await expect(widgetPage.figure('blocks')).toHaveText(expected.blocks)
    await expect(widgetPage.figure('rate')).toHaveText(expected.rate)
    await expect(
      widgetPage.page.getByRole('progressbar', { name: 'Incoming transactions' }),
    ).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((Math.min(frame.vBytesPerSecond, 1667) / 1667) * 100)),
    )
  })

  test('keyboard focus follows the reading order', async ({ widgetPage }) => {
    const { page } = widgetPage
    await widgetPage.open({ widget: 'footer' })
    await expect(widgetPage.figure('rate')).not.toHaveText('Loading…')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Incoming transactions' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Mempool size' })).toBeFocused()
  })

  test('dir="rtl" mirrors the bar', async ({ widgetPage }) => {
    const { page } = widgetPage
    const incoming = page.locator('.item.incoming')
    const unconfirmed = page.locator('.item.unconfirmed')

    await widgetPage.open({ widget: 'footer', dir: 'ltr' })
    await expect(widgetPage.figure('rate')).not.toHaveText('Loading…')
    const ltr = {
      incoming: await incoming.boundingBox(),
      unconfirmed: await unconfirmed.boundingBox(),
    }

    await widgetPage.open({ widget: 'footer', dir: 'rtl' })
    await expect(widgetPage.figure('rate')).not.toHaveText('Loading…')
    const rtl = {
      incoming: await incoming.boundingBox(),
      unconfirmed: await unconfirmed.boundingBox(),
    }

    expect(ltr.incoming!.x).toBeLessThan(ltr.unconfirmed!.x)
    expect(rtl.incoming!.x).toBeGreaterThan(rtl.unconfirmed!.x)
    await expect(page.locator('[part="base"]')).toHaveAttribute('dir', 'rtl')
  })

  for (const theme of ['dark', 'light']) {
    test(`has no axe-core violations (${theme} theme)`, async ({ widgetPage }) => {
      await widgetPage.open({ widget: 'footer', attributes: { theme } })
      await expect(widgetPage.figure('rate')).not.toHaveText('Loading…')
      const results = await new AxeBuilder({ page: widgetPage.page }).analyze()
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    })
  }

  test('widgets inside one <mempool-provider> share one socket, even when the provider is defined last', async ({
    widgetPage,
    replay,
  }) => {
    if (!frame) return
    await widgetPage.openHtml({
      widgets: ['footer', 'provider'],
      body: `<mempool-provider api="${replay.url}"><mempool-footer></mempool-footer><mempool-footer unit="WU"></mempool-footer></mempool-provider>`,
    })
    const expected = expectedFigures(frame)
    await expect(widgetPage.figure('unconfirmed')).toHaveText([
      expected.unconfirmed,
      expected.unconfirmed,
    ])
    await expect(widgetPage.figure('rate').nth(1)).toHaveText(
      `${new Intl.NumberFormat('en').format(frame.vBytesPerSecond * 4)} WU/s`,
    )
    expect(replay.connections).toBe(1)
  })
})

test.describe('<mempool-footer> while the backend synchronizes', () => {
  test.skip(!frame, 'recorded mainnet frames not found (../shared/fixtures/mempool-recorded)')
  test.use({ replayFrames: frame ? [{ ...frame, loadingIndicators: { mempool: 42 } }] : [] })

  test('shows the badge with its percentage, accessibly', async ({ widgetPage }) => {
    await widgetPage.open({ widget: 'footer' })
    await expect(widgetPage.page.getByRole('status')).toHaveText('Backend is synchronizing (42%)')
    const results = await new AxeBuilder({ page: widgetPage.page }).analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})
