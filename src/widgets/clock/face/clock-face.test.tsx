// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { atom } from 'nanostores'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MempoolClient } from '../../../core'
import { renderWidget, unmountWidgets } from '../../internal/testing/render-widget'
import { WidgetRoot } from '../../internal/widget-root'
import { HAND_TICK_MS } from '../clock-rules'
import { ClockFace, faceStyles } from './clock-face'
import type { ClockFaceProps } from './clock-face'
import { blockAt, localTime } from './test-blocks'

const START = localTime(10, 42, 30)
const client = {
  api: 'https://example.test',
  network: 'mainnet',
  stores: { $apiTrouble: atom(false) },
} as unknown as MempoolClient

function Face(props: ClockFaceProps) {
  return (
    <WidgetRoot styles={[faceStyles]} className="clock">
      <ClockFace {...props} />
    </WidgetRoot>
  )
}

const BLOCKS = [blockAt(871_234, localTime(10, 38)), blockAt(871_233, localTime(10, 20))]

async function renderFace(props: Partial<ClockFaceProps> = {}) {
  const rendered = await renderWidget(Face, client, {
    blocks: BLOCKS,
    active: true,
    reducedMotion: false,
    ...props,
  })
  const svg = rendered.shadow.querySelector('svg[part="face"]')
  if (!svg) throw new Error('no face')
  const hand = (name: string) =>
    svg.querySelector(`[data-hand="${name}"]`)?.getAttribute('data-deg')
  return { ...rendered, svg, hand }
}

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms))
const plain = (text: string | null): string => (text ?? '').replace(/\s/g, ' ')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
  vi.setSystemTime(START)
})

afterEach(async () => {
  await unmountWidgets()
  document.body.replaceChildren()
  vi.useRealTimers()
})

describe('<ClockFace>', () => {
  it('is one named image: the time, the last block and how long ago it was found', async () => {
    const { svg } = await renderFace()
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('viewBox')).toBe('0 0 1000 1000')
    expect(plain(svg.getAttribute('aria-label'))).toBe(
      '10:42 AM · last block 871,234, found 4 minutes ago',
    )
    expect(svg.querySelectorAll('[data-tick="minor"]')).toHaveLength(60)
    expect(svg.querySelectorAll('[data-tick="major"]')).toHaveLength(12)
  })

  it('sets the hands to the local time and moves them every tick while active', async () => {
    const { hand } = await renderFace()
    expect(hand('hour')).toBe(String((10 + 42.5 / 60) * 30))
    expect(hand('minute')).toBe('255')
    expect(hand('second')).toBe('180')
    await advance(HAND_TICK_MS * 4)
    expect(hand('second')).toBe('186')
    expect(hand('minute')).toBe('255.1')
  })

  it('runs one interval only while active, and none once inactive or unmounted', async () => {
    const { hand, rerender, unmount } = await renderFace({ active: false })
    expect(vi.getTimerCount()).toBe(0)
    await advance(10_000)
    expect(hand('second')).toBe('180')

    await rerender({ blocks: BLOCKS, active: true, reducedMotion: false })
    expect(vi.getTimerCount()).toBe(1)
    expect(hand('second')).toBe('240') // caught up at once: 10:42:40
    await rerender({ blocks: BLOCKS, active: false, reducedMotion: false })
    expect(vi.getTimerCount()).toBe(0)

    await rerender({ blocks: BLOCKS, active: true, reducedMotion: false })
    await unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('has no second hand under reduced motion', async () => {
    const { svg, hand } = await renderFace({ reducedMotion: true })
    expect(svg.querySelector('[data-hand="second"]')).toBeNull()
    expect(hand('minute')).toBe('255')
  })

  it('draws an arc per block of the last hour and the pending arc, filled with the network gradient', async () => {
    const { svg } = await renderFace()
    const arcs = [...svg.querySelectorAll('[data-arc]')]
    expect(
      arcs.map((arc) => [arc.getAttribute('data-arc'), arc.getAttribute('data-height')]),
    ).toEqual([
      ['block', '871233'],
      ['block', '871234'],
      ['pending', null],
    ])
    // 871,233 starts where the hour does (09:42:30 → 255°) and ends at 10:20 (120°, one turn on).
    expect(arcs[0]?.getAttribute('data-start-deg')).toBe('255')
    expect(arcs[0]?.getAttribute('data-end-deg')).toBe('480')
    expect(arcs[2]?.getAttribute('data-start-deg')).toBe('228')
    expect(arcs[2]?.getAttribute('data-end-deg')).toBe('255')

    const fill = arcs[0]?.getAttribute('fill') ?? ''
    const gradient = svg.querySelector(fill.replace(/^url\((.*)\)$/, '$1'))
    expect(gradient?.tagName.toLowerCase()).toBe('lineargradient')
    // Its stops take the clock's per-network tokens (vitest loads `?inline` CSS as '', so read the file).
    expect(typeof faceStyles).toBe('string')
    const css = readFileSync('src/widgets/clock/face/face.css', 'utf8')
    expect(css).toMatch(
      /\.gradient-start\s*\{\s*stop-color: var\(--_clock-from, var\(--mp-clock-gradient-start\b/,
    )
    expect(css).toMatch(
      /\.gradient-end\s*\{\s*stop-color: var\(--_clock-to, var\(--mp-clock-gradient-end\b/,
    )
    expect(gradient?.querySelector('.gradient-start')).not.toBeNull()
    expect(gradient?.querySelector('.gradient-end')).not.toBeNull()
  })

  it('grows the pending arc with the time and drops blocks as they leave the hour', async () => {
    const { svg } = await renderFace()
    await advance(30_000)
    const pending = svg.querySelector('[data-arc="pending"]')
    expect(pending?.getAttribute('data-end-deg')).toBe('258')
    // At 11:20:00 the hour starts at 10:20: 871,233 has left the dial.
    await advance(localTime(11, 20) - localTime(10, 43))
    expect(svg.querySelector('[data-height="871233"]')).toBeNull()
    expect(svg.querySelector('[data-height="871234"]')).not.toBeNull()
  })

  it('changes its name at most once a minute', async () => {
    const { svg } = await renderFace()
    const labels = new Set<string>()
    const watch = new MutationObserver(() => labels.add(svg.getAttribute('aria-label') ?? ''))
    watch.observe(svg, { attributeFilter: ['aria-label'] })
    for (let step = 0; step < 480; step++) await advance(HAND_TICK_MS) // two minutes
    await act(async () => undefined)
    watch.disconnect()
    expect(labels.size).toBe(2) // 10:43 and 10:44
    expect(plain(svg.getAttribute('aria-label'))).toContain('10:44 AM')
    expect(plain(svg.getAttribute('aria-label'))).toContain('found 6 minutes ago')
  })

  it('keeps the same number of DOM nodes however long it runs', async () => {
    const { svg, rerender } = await renderFace()
    const count = () => svg.querySelectorAll('*').length
    const first = count()
    let blocks = BLOCKS
    for (let hour = 0; hour < 6; hour++) {
      for (let block = 0; block < 6; block++) {
        await advance(10 * 60_000)
        const newest = blocks[0]
        blocks = [blockAt((newest?.height ?? 0) + 1, Date.now()), ...blocks].slice(0, 16)
        await rerender({ blocks, active: true, reducedMotion: false })
      }
    }
    // Six blocks an hour: six block arcs (≤ 16 kept) and the pending one, whatever the hour.
    expect(svg.querySelectorAll('[data-arc="block"]').length).toBeLessThanOrEqual(7)
    expect(count()).toBeLessThanOrEqual(first + 7)
  })
})
