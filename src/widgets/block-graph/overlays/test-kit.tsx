// Helpers of the overlays' component tests: a React root in happy-dom, graph txs, and a fake scene.
import { act } from 'react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'

export { FakeScene, graphTx } from './fake-scene'

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

/** Waits (through React's act) until `find` returns an element, e.g. a part that loads on first use. */
export async function until<T extends Element>(find: () => T | null | undefined): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = find()
    if (found) return found
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  throw new Error('the element never appeared')
}

export const textOf = (element: Element | null | undefined): string =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
