// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $rateUnit, feeColour } from '../../../core'
import { FLIP_MS, TIME_DIRECTION_KEY } from '../../blockchain/use-time-direction'
import { renderWidget, unmountWidgets } from '../../internal/testing/render-widget'
import { WidgetRoot } from '../../internal/widget-root'
import { TIME_TOGGLE_MS } from '../clock-rules'
import type { ClockSelection } from '../clock-rules'
import { fakeChainClient, liveRun, projectedTile } from './chain-test-client'
import { chainStyles, Clockchain } from './clockchain'
import type { ClockchainProps } from './clockchain'

function Host(props: ClockchainProps) {
  return (
    <WidgetRoot styles={[chainStyles]} className="host">
      <Clockchain {...props} />
    </WidgetRoot>
  )
}

const tiles = [12, 8, 5, 3, 2, 1.5, 1.2, 1].map((fee, i) => projectedTile(i, fee))

async function render(overrides: Partial<ClockchainProps> = {}) {
  const fake = fakeChainClient()
  fake.stores.$mempoolBlocks.set(tiles)
  const onSelect = vi.fn<(selection: ClockSelection) => void>()
  const props: ClockchainProps = {
    widthPx: 1000,
    heightPx: 60,
    blocks: liveRun(900, 16),
    selected: { mode: 'mempool', index: 0 },
    interactive: true,
    onSelect,
    ...overrides,
  }
  const rendered = await renderWidget(Host, fake.client, props)
  const root = rendered.shadow.querySelector<HTMLElement>('[part=clockchain]')
  if (!root) throw new Error('no clockchain')
  return { ...rendered, root, onSelect, props, fake }
}

const blockAt = (root: Element, kind: string, index: number) =>
  root.querySelector<HTMLElement>(`[data-kind="${kind}"][data-index="${index}"]`)

beforeEach(() => localStorage.clear())
afterEach(async () => {
  await unmountWidgets()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('<Clockchain>', () => {
  it('sizes blocks from the height and draws what fills each half', async () => {
    const { root } = await render()
    expect(root.dataset['blockWidth']).toBe('35')
    expect(root.style.blockSize).toBe('60px')
    // 1000 × 60: 12 fit per side; all 8 projected blocks, 12 of the 16 mined ones.
    expect(root.dataset['countMempool']).toBe('8')
    expect(root.dataset['countMined']).toBe('12')
    expect(root.querySelectorAll('[data-kind="mempool"]')).toHaveLength(8)
    expect(root.querySelectorAll('[data-kind="mined"]')).toHaveLength(12)
  })

  it('merges projected blocks that do not fit into the last tile', async () => {
    const { root } = await render({ widthPx: 300 })
    // 150 px per half: 35 + 11.2 + 2 × 43.4 = 133 → 3 fit, the 4th is cut; 4 drawn, the last merged.
    expect(root.dataset['countMempool']).toBe('4')
    expect(root.querySelectorAll('[data-kind="mempool"]')).toHaveLength(4)
    expect(blockAt(root, 'mempool', 3)?.getAttribute('aria-label')).toContain(
      `${tiles
        .slice(3)
        .reduce((sum, tile) => sum + tile.nTx, 0)
        .toLocaleString('en')} transactions`,
    )
  })

  it('colours projected tiles by fee and fills mined cubes by weight', async () => {
    const { root } = await render()
    const next = blockAt(root, 'mempool', 0)
    expect(next?.style.background).toContain(`#${feeColour(12)}`)
    expect(next?.textContent).toBe('~12')
    const tip = blockAt(root, 'mined', 0)
    expect(tip?.dataset['height']).toBe('900')
    expect(tip?.textContent).toBe('900')
    expect(tip?.dataset['fill']).toBe('0.7500') // 3,000,000 WU / 4,000,000
    expect(tip?.style.background).toContain('var(--_cc-mined-top)')
  })

  it('shows projected fee rates in the reader’s unit (sat/WU is a quarter of sat/vB)', async () => {
    $rateUnit.set('wu')
    try {
      const { root } = await render()
      const next = blockAt(root, 'mempool', 0)
      expect(next?.textContent).toBe('~3')
      expect(next?.getAttribute('aria-label')).toBe(
        '1st projected block: median 3 sat/WU, 4,000 transactions',
      )
    } finally {
      $rateUnit.set('vb')
    }
  })

  it('makes each block a named button, pressed when selected, that selects it', async () => {
    const { root, onSelect, rerender, props } = await render()
    const next = blockAt(root, 'mempool', 0)
    expect(next?.tagName).toBe('BUTTON')
    expect(next?.getAttribute('aria-label')).toBe(
      '1st projected block: median 12 sat/vB, 4,000 transactions',
    )
    expect(next?.getAttribute('aria-pressed')).toBe('true')
    const third = blockAt(root, 'mined', 2)
    expect(third?.getAttribute('aria-label')).toBe('Block 898: 3,008 transactions, 75% full')
    expect(third?.getAttribute('aria-pressed')).toBe('false')

    await act(async () => third?.click())
    expect(onSelect).toHaveBeenCalledWith({ mode: 'mined', index: 2 })
    await act(async () => blockAt(root, 'mempool', 1)?.click())
    expect(onSelect).toHaveBeenLastCalledWith({ mode: 'mempool', index: 1 })

    await rerender({ ...props, selected: { mode: 'mined', index: 2 } })
    expect(blockAt(root, 'mined', 2)?.getAttribute('aria-pressed')).toBe('true')
    expect(blockAt(root, 'mempool', 0)?.getAttribute('aria-pressed')).toBe('false')
  })

  it('in kiosk mode has no toggle and nothing focusable, but still names the blocks', async () => {
    const { root, onSelect } = await render({ interactive: false })
    expect(root.querySelectorAll('button, a[href], [tabindex]')).toHaveLength(0)
    expect(root.querySelector('[part=time-toggle]')).toBeNull()
    const tip = blockAt(root, 'mined', 0)
    expect(tip?.tagName).toBe('DIV')
    expect(tip?.closest('li')?.getAttribute('aria-label')).toBe(
      'Block 900: 3,000 transactions, 75% full',
    )
    await act(async () => tip?.click())
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('flips the direction of time over the toggle time, remembered as <mempool-blockchain> does', async () => {
    expect(FLIP_MS).toBe(TIME_TOGGLE_MS)
    vi.useFakeTimers()
    const { root } = await render()
    const toggle = root.querySelector<HTMLButtonElement>('[part=time-toggle]')
    expect(toggle?.getAttribute('aria-label')).toBe('Flip the direction of time')
    expect(toggle?.getAttribute('aria-pressed')).toBe('false')
    expect(root.dataset['timeLtr']).toBe('false')
    expect(root.style.getPropertyValue('--_cc-toggle-ms')).toBe(`${TIME_TOGGLE_MS}ms`)

    await act(async () => toggle?.click())
    expect(root.hasAttribute('data-flipping')).toBe(true)
    expect(root.dataset['timeLtr']).toBe('false') // swaps halfway
    await act(async () => vi.advanceTimersByTime(TIME_TOGGLE_MS / 2))
    expect(root.dataset['timeLtr']).toBe('true')
    expect(localStorage.getItem(TIME_DIRECTION_KEY)).toBe('true')
    await act(async () => vi.advanceTimersByTime(TIME_TOGGLE_MS / 2))
    expect(root.hasAttribute('data-flipping')).toBe(false)
    expect(toggle?.getAttribute('aria-pressed')).toBe('true')
  })

  it('starts from the remembered direction and flips at once under reduced motion', async () => {
    localStorage.setItem(TIME_DIRECTION_KEY, 'true')
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
    }))
    const { root } = await render()
    expect(root.dataset['timeLtr']).toBe('true')
    await act(async () => root.querySelector<HTMLButtonElement>('[part=time-toggle]')?.click())
    expect(root.dataset['timeLtr']).toBe('false')
    expect(root.hasAttribute('data-flipping')).toBe(false)
  })
})

describe('clockchain.css', () => {
  // Vitest loads `?inline` CSS as an empty string, so the sheet is read from disk.
  const css = readFileSync(join(import.meta.dirname, 'clockchain.css'), 'utf8')

  it('uses logical properties only, so rtl pages mirror the strip', () => {
    expect(css).toMatch(/inline-size|inset-inline-start/)
    expect(css).not.toMatch(
      /(^|[\s;{])(left|right|top|bottom|width|height|(margin|padding|border)-(left|right|top|bottom))\s*:/m,
    )
  })

  it('times the flip from the toggle time and drops the animation under reduced motion', () => {
    expect(css).toMatch(/animation: cc-flip var\(--_cc-toggle-ms\)/)
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.clockchain\[data-flipping\] \.track \{\s*animation: none;/,
    )
  })
})
