// @vitest-environment happy-dom
// The keyboard grid before its moves have loaded (a file of its own: the loaded logic is cached per page).
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GraphTx } from '../graph-types'
import { GraphKeyboard } from './graph-keyboard'
import { FakeScene, graphTx, mount, press, textOf, until } from './test-kit'
import type { Mounted } from './test-kit'

let mounted: Mounted | undefined
afterEach(() => mounted?.unmount())

describe('GraphKeyboard before its moves have loaded', () => {
  it('claims the keys at once and applies them in order when the moves arrive', async () => {
    const scene = new FakeScene(
      Array.from({ length: 6 }, (_, i) => graphTx(i + 1, { rate: i + 1.5, vsize: 100 + i })),
      3,
    )
    const onFocusTx = vi.fn<(tx: GraphTx | undefined) => void>()
    mounted = await mount(
      <GraphKeyboard target={scene} label="Block" onOpen={() => undefined} onFocusTx={onFocusTx}>
        <canvas />
      </GraphKeyboard>,
    )
    const element = mounted.container.querySelector<HTMLElement>('.graph-keyboard')
    if (!element) throw new Error('no grid')
    element.focus()
    const first = await press(element, 'ArrowRight')
    const second = await press(element, 'ArrowRight')
    expect(first.defaultPrevented && second.defaultPrevented).toBe(true)
    await until(() => element.querySelector('.focus-square'))
    await act(async () => undefined)
    expect(onFocusTx.mock.lastCall?.[0]?.txid).toBe(graphTx(2).txid)
    expect(textOf(element.querySelector('[role="status"]'))).toMatch(/^Transaction 2 of 6/)
  })
})
