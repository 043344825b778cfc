// Helpers of the overlays' component tests: a React root in happy-dom, graph txs, and a fake scene.
import { act } from 'react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import type { GraphHitTarget, GraphRect, GraphTx } from '../graph-types'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

export interface Mounted {
  container: HTMLElement
  rerender: (ui: ReactNode) => Promise<void>
  unmount: () => void
}

/** Renders `ui` into a fresh element of the document. */
export async function mount(ui: ReactNode): Promise<Mounted> {
  const container = document.createElement('div')
  document.body.append(container)
  const root: Root = createRoot(container)
  await act(async () => root.render(ui))
  return {
    container,
    rerender: async (next) => act(async () => root.render(next)),
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to click')
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
  })
}

export async function press(
  element: Element,
  key: string,
  modifiers: Partial<Pick<KeyboardEventInit, 'ctrlKey' | 'metaKey' | 'shiftKey'>> = {},
): Promise<KeyboardEvent> {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers })
  await act(async () => {
    element.dispatchEvent(event)
  })
  return event
}

export const textOf = (element: Element | null | undefined): string =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

/** A tx with a 64-hex txid made from `n`; the rest can be overridden. */
export function graphTx(n: number, extra: Partial<GraphTx> = {}): GraphTx {
  return {
    txid: n.toString(16).padStart(64, '0'),
    fee: 1410,
    vsize: 141,
    value: 12_345_678,
    rate: 10,
    flags: 0n,
    time: 0,
    acc: false,
    ...extra,
  }
}

/**
 * A scene of `txs` in rows of `columns` 10 px squares, row 0 at the top; neighbours by grid position.
 * `txs` may be replaced to simulate a new scene.
 */
export class FakeScene implements GraphHitTarget {
  constructor(
    public txs: GraphTx[],
    readonly columns: number,
  ) {}

  private indexOf(txid: string): number {
    return this.txs.findIndex((tx) => tx.txid === txid)
  }

  txAt(x: number, y: number): GraphTx | undefined {
    const column = Math.floor(x / 10)
    if (column < 0 || column >= this.columns || y < 0) return undefined
    return this.txs[Math.floor(y / 10) * this.columns + column]
  }

  rectOf(txid: string): GraphRect | undefined {
    const i = this.indexOf(txid)
    if (i < 0) return undefined
    return {
      x: (i % this.columns) * 10,
      y: Math.floor(i / this.columns) * 10,
      width: 10,
      height: 10,
    }
  }

  neighbour(txid: string, direction: 'up' | 'down' | 'left' | 'right'): GraphTx | undefined {
    const rect = this.rectOf(txid)
    if (!rect) return undefined
    const step = { up: [0, -10], down: [0, 10], left: [-10, 0], right: [10, 0] }[direction]
    return this.txAt(rect.x + 5 + (step[0] ?? 0), rect.y + 5 + (step[1] ?? 0))
  }

  ordered(): readonly GraphTx[] {
    return this.txs
  }
}
