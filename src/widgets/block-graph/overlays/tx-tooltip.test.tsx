// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $rateUnit, TX_FILTERS } from '../../../core'
import type { TxAuditStatus } from '../../../core'
import type { GraphTx } from '../graph-types'
import { placeTooltip } from './placement'
import { click, graphTx, mount, textOf } from './test-kit'
import type { Mounted } from './test-kit'
import { TxTooltip } from './tx-tooltip'
import type { TxTooltipProps } from './tx-tooltip'

const TXID = 'ab'.repeat(32)
let mounted: Mounted | undefined
afterEach(() => mounted?.unmount())

async function tooltip(tx: GraphTx, props: Partial<TxTooltipProps> = {}) {
  const onFollow = vi.fn()
  const onClose = vi.fn()
  mounted = await mount(
    <TxTooltip
      tx={tx}
      anchor={{ x: 10, y: 20, width: 10, height: 10 }}
      graphWidth={800}
      graphHeight={600}
      pinned={false}
      auditHighlighting={false}
      acceleratorEnabled={false}
      href={`/testnet/tx/${tx.txid}`}
      onFollow={onFollow}
      onClose={onClose}
      {...props}
    />,
  )
  const box = mounted.container.querySelector<HTMLElement>('.tx-tooltip')
  if (!box) throw new Error('no tooltip')
  return { box, onFollow, onClose }
}

/** The tooltip's rows as label → value. */
const rows = (box: Element): Record<string, string> =>
  Object.fromEntries(
    [...box.querySelectorAll('.tx-tooltip-row')].map((row) => [
      textOf(row.querySelector('dt')),
      textOf(row.querySelector('dd')),
    ]),
  )

describe('TxTooltip fields', () => {
  it('shows the shortened txid as a link, amount, fee, fee rate and virtual size', async () => {
    const { box, onFollow } = await tooltip(
      graphTx(1, { txid: TXID, fee: 2568, vsize: 208.25, value: 29_143_035, rate: 2568 / 208.25 }),
    )
    expect(box.getAttribute('role')).toBe('tooltip')
    const link = box.querySelector('a')
    expect(link?.getAttribute('href')).toBe(`/testnet/tx/${TXID}`)
    expect(link?.textContent).toBe('abababababa…abab')
    expect([...(link?.textContent ?? '')]).toHaveLength(16)
    expect(rows(box)).toEqual({
      Transaction: 'abababababa…abab',
      Amount: '0.29143035 BTC',
      Fee: '2,568 sat',
      'Fee rate': '12.3 sat/vB',
      'Virtual size': '208.25 vB',
    })
    await click(link)
    expect(onFollow).toHaveBeenCalledTimes(1)
  })

  it('shows sat/WU and the weight while the stored rate unit is WU', async () => {
    $rateUnit.set('wu')
    try {
      const { box } = await tooltip(graphTx(1, { fee: 1410, vsize: 141, rate: 25.5 }))
      expect(rows(box)['Fee rate']).toBe('2.50 sat/WU')
      expect(rows(box)['Effective fee rate']).toBe('6.38 sat/WU')
      expect(rows(box)['Weight']).toBe('564 WU')
      expect(rows(box)['Virtual size']).toBeUndefined()
    } finally {
      $rateUnit.set('vb')
    }
  })

  it('adds the effective rate when the package rate differs from fee / vsize', async () => {
    const { box } = await tooltip(graphTx(1, { fee: 1410, vsize: 141, rate: 25.5 }))
    expect(rows(box)['Fee rate']).toBe('10.0 sat/vB')
    expect(rows(box)['Effective fee rate']).toBe('25.5 sat/vB')
    expect(rows(box)['Accelerated fee rate']).toBeUndefined()
  })

  it('shows the accelerated rate instead for an accelerated tx', async () => {
    const { box } = await tooltip(graphTx(1, { rate: 80, acc: true }))
    expect(rows(box)['Accelerated fee rate']).toBe('80.0 sat/vB')
    expect(rows(box)['Effective fee rate']).toBeUndefined()
  })

  it('ignores float noise in the effective rate', async () => {
    const { box } = await tooltip(graphTx(1, { fee: 1000, vsize: 300, rate: 1000 / 300 + 1e-9 }))
    expect(Object.keys(rows(box))).not.toContain('Effective fee rate')
  })
})

describe('TxTooltip audit badge', () => {
  const cases: [TxAuditStatus, string | undefined][] = [
    ['found', 'Match'],
    ['censored', 'Removed'],
    ['missing', 'Marginal fee rate'],
    ['selected', 'Marginal fee rate'],
    ['sigop', 'High sigop count'],
    ['fresh', 'Recently broadcasted'],
    ['freshcpfp', "Recently CPFP'd"],
    ['added', 'Added'],
    ['added_prioritized', 'Added'],
    ['rbf', 'Conflicting'],
    ['accelerated', 'Accelerated'],
    ['prioritized', undefined],
    ['unmatched', undefined],
  ]
  it.each(cases)('%s → %s', async (status, label) => {
    const { box } = await tooltip(graphTx(1, { status }), { auditHighlighting: true })
    expect(rows(box).Audit).toBe(label)
  })

  it('has no badge without audit highlighting', async () => {
    const { box } = await tooltip(graphTx(1, { status: 'censored' }))
    expect(box.querySelector('.badge')).toBeNull()
  })
})

describe('TxTooltip flag tags', () => {
  const flags = TX_FILTERS.rbf.flag | TX_FILTERS.p2tr.flag | TX_FILTERS.inscription.flag

  it('lists only the tooltip-worthy flags', async () => {
    const { box } = await tooltip(graphTx(1, { flags: flags | TX_FILTERS.coinjoin.flag }))
    const tags = [...box.querySelectorAll('.tx-tooltip-tags li')].map(textOf)
    expect(tags).toEqual(['Inscription', 'Coinjoin'])
  })

  it('tags acceleration only where the accelerator is enabled', async () => {
    const off = await tooltip(graphTx(1, { acc: true }))
    expect(off.box.querySelector('.tx-tooltip-tags')).toBeNull()
    mounted?.unmount()
    const on = await tooltip(graphTx(1, { acc: true }), { acceleratorEnabled: true })
    expect([...on.box.querySelectorAll('.tx-tooltip-tags li')].map(textOf)).toEqual(['Accelerated'])
  })
})

describe('TxTooltip pinned', () => {
  it('is a named dialog with a close button that Escape also triggers', async () => {
    const { box, onClose } = await tooltip(graphTx(1), { pinned: true })
    expect(box.getAttribute('role')).toBe('dialog')
    expect(box.getAttribute('aria-label')).toBe('Transaction details')
    await click(box.querySelector('button'))
    expect(onClose).toHaveBeenCalledTimes(1)
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('has no close button while hovered', async () => {
    const { box } = await tooltip(graphTx(1))
    expect(box.querySelector('button')).toBeNull()
  })
})

describe('tooltip placement', () => {
  const graph = { width: 800, height: 600 }
  it('goes after the square in reading order, 340 px wide', () => {
    expect(placeTooltip({ x: 100, y: 50, width: 20, height: 20 }, graph, 200, 'ltr')).toEqual({
      inlineStart: 130,
      blockStart: 50,
      width: 340,
    })
  })

  it('flips to the other side near the edge', () => {
    const place = placeTooltip({ x: 600, y: 50, width: 20, height: 20 }, graph, 200, 'ltr')
    expect(place.inlineStart).toBe(600 - 10 - 340)
  })

  it('in rtl prefers the left of the square and counts from the right edge', () => {
    // Left of the square: physical left 600 - 10 - 340 = 250 → inline start from the right 800 - 250 - 340.
    const place = placeTooltip({ x: 600, y: 50, width: 20, height: 20 }, graph, 200, 'rtl')
    expect(place.inlineStart).toBe(210)
  })

  it('stays above the bottom edge and inside a narrow graph', () => {
    expect(
      placeTooltip({ x: 10, y: 550, width: 10, height: 10 }, graph, 200, 'ltr').blockStart,
    ).toBe(400)
    const narrow = placeTooltip(
      { x: 100, y: 0, width: 10, height: 10 },
      { width: 300, height: 300 },
      0,
      'ltr',
    )
    expect(narrow).toEqual({ inlineStart: 0, blockStart: 0, width: 300 })
  })
})
