// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { GraphTx } from '../graph-types'
import { GraphKeyboard, loadKeyboardLogic } from './graph-keyboard'
import { FakeScene, graphTx, mount, press, textOf } from './test-kit'
import type { Mounted } from './test-kit'

let mounted: Mounted | undefined
afterEach(() => mounted?.unmount())
// The moves load on first focus; here they are loaded up front (graph-keyboard-lazy.test.tsx covers the wait).
beforeAll(async () => {
  await loadKeyboardLogic()
})

/** 3 columns × 2 rows: 0 1 2 / 3 4 5. */
const sceneOf = (count = 6): FakeScene =>
  new FakeScene(
    Array.from({ length: count }, (_, i) => graphTx(i + 1, { rate: i + 1.5, vsize: 100 + i })),
    3,
  )

async function grid(scene: FakeScene) {
  const onOpen = vi.fn<(tx: GraphTx, modifier: boolean) => void>()
  const onFocusTx = vi.fn<(tx: GraphTx | undefined) => void>()
  const ui = (target: FakeScene) => (
    <GraphKeyboard
      target={target}
      label="Block 800,000: 6 transactions"
      onOpen={onOpen}
      onFocusTx={onFocusTx}
    >
      <canvas />
    </GraphKeyboard>
  )
  mounted = await mount(ui(scene))
  const element = mounted.container.querySelector<HTMLElement>('.graph-keyboard')
  if (!element) throw new Error('no grid')
  await act(async () => element.focus())
  const rerender = mounted.rerender
  return {
    element,
    onOpen,
    onFocusTx,
    rerender: (next: FakeScene) => rerender(ui(next)),
    square: () => element.querySelector<HTMLElement>('.focus-square'),
    live: () => textOf(element.querySelector('[role="status"]')),
    focusedTxid: () => onFocusTx.mock.lastCall?.[0]?.txid,
  }
}

const txid = (n: number): string => graphTx(n).txid

describe('GraphKeyboard', () => {
  it('is one focusable, named application with instructions and a polite live region', async () => {
    const { element } = await grid(sceneOf())
    expect(element.tabIndex).toBe(0)
    expect(element.getAttribute('role')).toBe('application')
    expect(element.getAttribute('aria-roledescription')).toBe('transaction grid')
    expect(element.getAttribute('aria-label')).toBe('Block 800,000: 6 transactions')
    const hint = element.querySelector(`[id="${element.getAttribute('aria-describedby')}"]`)
    expect(textOf(hint)).toMatch(/^Arrow keys move between transactions/)
    expect(element.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('polite')
    expect(element.querySelector('canvas')).not.toBeNull()
  })

  it('starts at the first tx on an arrow and moves by neighbour', async () => {
    const g = await grid(sceneOf())
    expect(g.square()).toBeNull()
    await press(g.element, 'ArrowRight')
    expect(g.focusedTxid()).toBe(txid(1))
    await press(g.element, 'ArrowRight')
    expect(g.focusedTxid()).toBe(txid(2))
    await press(g.element, 'ArrowDown')
    expect(g.focusedTxid()).toBe(txid(5))
    await press(g.element, 'ArrowLeft')
    expect(g.focusedTxid()).toBe(txid(4))
    await press(g.element, 'ArrowUp')
    expect(g.focusedTxid()).toBe(txid(1))
  })

  it('stays put at an edge and keeps the page from scrolling', async () => {
    const g = await grid(sceneOf())
    await press(g.element, 'ArrowRight')
    const event = await press(g.element, 'ArrowUp')
    expect(event.defaultPrevented).toBe(true)
    expect(g.focusedTxid()).toBe(txid(1))
  })

  it('goes to the first and last tx with Home and End', async () => {
    const g = await grid(sceneOf())
    await press(g.element, 'End')
    expect(g.focusedTxid()).toBe(txid(6))
    await press(g.element, 'Home')
    expect(g.focusedTxid()).toBe(txid(1))
  })

  it('draws the focus square over the focused tx', async () => {
    const g = await grid(sceneOf())
    await press(g.element, 'End')
    const style = g.square()?.style
    expect(style?.getPropertyValue('inset-inline-start')).toBe('20px')
    expect(style?.getPropertyValue('inset-block-start')).toBe('10px')
    expect(style?.getPropertyValue('inline-size')).toBe('10px')
    expect(g.square()?.getAttribute('aria-hidden')).toBe('true')
  })

  it('announces the focused tx: position, txid, fee rate and vsize', async () => {
    const g = await grid(sceneOf())
    expect(g.live()).toBe('')
    await press(g.element, 'ArrowRight')
    await press(g.element, 'ArrowRight')
    expect(g.live()).toBe('Transaction 2 of 6: 00000000000…0002, 2.50 sat/vB, 101 vB')
  })

  it('opens the focused tx with Enter, with the modifier for ctrl, meta or shift', async () => {
    const g = await grid(sceneOf())
    await press(g.element, 'Enter')
    expect(g.onOpen).not.toHaveBeenCalled()
    await press(g.element, 'End')
    await press(g.element, 'Enter')
    expect(g.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ txid: txid(6) }), false)
    await press(g.element, 'Enter', { ctrlKey: true })
    expect(g.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ txid: txid(6) }), true)
    await press(g.element, 'Enter', { metaKey: true })
    await press(g.element, 'Enter', { shiftKey: true })
    expect(g.onOpen.mock.calls.map((call) => call[1])).toEqual([false, true, true, true])
  })

  it('clears the focus with Escape and keeps the grid focused', async () => {
    const g = await grid(sceneOf())
    await press(g.element, 'ArrowDown')
    await press(g.element, 'Escape')
    expect(g.onFocusTx).toHaveBeenLastCalledWith(undefined)
    expect(g.square()).toBeNull()
    expect(g.live()).toBe('')
    expect(g.element.ownerDocument.activeElement).toBe(g.element)
  })

  it('hides the square when the grid loses focus and resumes on return', async () => {
    const g = await grid(sceneOf())
    await press(g.element, 'End')
    await act(async () => g.element.blur())
    expect(g.square()).toBeNull()
    expect(g.onFocusTx).toHaveBeenLastCalledWith(undefined)
    await act(async () => g.element.focus())
    expect(g.focusedTxid()).toBe(txid(6))
    expect(g.square()).not.toBeNull()
  })

  it('moves to the tx now drawn in its place when the scene drops the focused tx', async () => {
    const scene = sceneOf()
    const g = await grid(scene)
    await press(g.element, 'ArrowRight')
    await press(g.element, 'ArrowRight') // tx 2 at column 1
    const next = new FakeScene(
      scene.txs.filter((tx) => tx.txid !== txid(2)),
      3,
    )
    await g.rerender(next)
    expect(g.focusedTxid()).toBe(txid(3)) // shifted into column 1
    expect(g.live()).toMatch(/^Transaction 2 of 5: /)
  })

  it('clears the focus when the scene is emptied', async () => {
    const g = await grid(sceneOf())
    await press(g.element, 'End')
    await g.rerender(new FakeScene([], 3))
    expect(g.onFocusTx).toHaveBeenLastCalledWith(undefined)
    expect(g.square()).toBeNull()
  })

  it('measures the square from the right edge in rtl', async () => {
    const { WidgetEnvironmentContext } = await import('../../internal/widget-context')
    const { createTranslator } = await import('../../../core')
    const env = {
      host: document.body,
      client: { api: '', network: 'mainnet' },
      intl: createTranslator('ar'),
      dir: 'rtl',
    } as unknown as React.ContextType<typeof WidgetEnvironmentContext>
    mounted = await mount(
      <WidgetEnvironmentContext value={env}>
        <GraphKeyboard target={sceneOf()} label="x" onOpen={() => undefined}>
          <canvas />
        </GraphKeyboard>
      </WidgetEnvironmentContext>,
    )
    const element = mounted.container.querySelector<HTMLElement>('.graph-keyboard')
    if (!element) throw new Error('no grid')
    await act(async () => element.focus())
    await press(element, 'Home')
    expect(
      element
        .querySelector<HTMLElement>('.focus-square')
        ?.style.getPropertyValue('inset-inline-start'),
    ).toBe('calc(100% - 10px)')
  })
})
