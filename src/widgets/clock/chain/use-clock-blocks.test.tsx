// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWidget, unmountWidgets } from '../../internal/testing/render-widget'
import { WidgetRoot } from '../../internal/widget-root'
import { chainBlock, fakeChainClient, liveRun } from './chain-test-client'
import { useClockBlocks } from './use-clock-blocks'

function Blocks() {
  const blocks = useClockBlocks()
  return <output>{blocks.map((block) => `${block.height}:${block.id}`).join(' ')}</output>
}

function Probe() {
  return (
    <WidgetRoot styles={[]} className="probe">
      <Blocks />
    </WidgetRoot>
  )
}

const listed = (shadow: ShadowRoot): string[] =>
  (shadow.querySelector('output')?.textContent ?? '').split(' ').filter(Boolean)
const heights = (shadow: ShadowRoot): number[] =>
  listed(shadow).map((entry) => Number(entry.split(':')[0]))
const settle = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 0)))
const descending = (tip: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => tip - i)

afterEach(unmountWidgets)

describe('useClockBlocks', () => {
  it('fills the 8 live blocks up to 16 with one REST page of older blocks', async () => {
    const fake = fakeChainClient()
    const { shadow } = await renderWidget(Probe, fake.client, {})
    expect(heights(shadow)).toEqual([])
    expect(fake.requests).toEqual([])

    await act(async () => fake.stores.$blocks.set(liveRun(900)))
    await settle()
    expect(fake.requests).toEqual(['/api/v1/blocks/892'])
    expect(heights(shadow)).toEqual(descending(900, 16))
  })

  it('keeps 16 as blocks arrive, newest first, without asking again', async () => {
    const fake = fakeChainClient()
    const { shadow } = await renderWidget(Probe, fake.client, {})
    await act(async () => fake.stores.$blocks.set(liveRun(900)))
    await settle()
    for (let tip = 901; tip <= 960; tip++) {
      await act(async () => fake.stores.$blocks.set(liveRun(tip)))
    }
    await settle()
    expect(heights(shadow)).toEqual(descending(960, 16))
    expect(fake.requests).toHaveLength(1)
  })

  it('lets a new block at a known height replace the old one', async () => {
    const fake = fakeChainClient()
    const { shadow } = await renderWidget(Probe, fake.client, {})
    await act(async () => fake.stores.$blocks.set(liveRun(900)))
    await settle()
    await act(async () => fake.stores.$blocks.set([chainBlock(900, 'reorg'), ...liveRun(899, 7)]))
    expect(listed(shadow)[0]).toBe('900:reorg')
    expect(heights(shadow)).toEqual(descending(900, 16))
  })

  it('asks once more after a gap (blocks missed while asleep) and never holds more than 16', async () => {
    const fake = fakeChainClient()
    const { shadow } = await renderWidget(Probe, fake.client, {})
    await act(async () => fake.stores.$blocks.set(liveRun(900)))
    await settle()
    await act(async () => fake.stores.$blocks.set(liveRun(950)))
    await settle()
    expect(fake.requests).toEqual(['/api/v1/blocks/892', '/api/v1/blocks/942'])
    expect(heights(shadow)).toEqual(descending(950, 16))
  })
})
