// Renders a widget component (the element's React side) with a client in context, for the widgets' unit
// tests: returns its shadow root and a rerender; unmountWidgets() (in afterEach) takes every render down.
import { act } from 'react'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { loadCatalog } from '../../../core'
import type { MempoolClient } from '../../../core'
import { ClientContext } from '../widget-context'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

export interface RenderedWidget<P> {
  shadow: ShadowRoot
  rerender(props: P): Promise<void>
  unmount(): Promise<void>
}

const mounted = new Set<() => Promise<void>>()

/** Renders `Component` in a fresh container on the page (lang sets the container's language). */
export async function renderWidget<P extends object>(
  Component: ComponentType<P>,
  client: MempoolClient,
  props: P,
  /** `awaitMessages: false` renders before the language's messages are loaded (the widget's busy state). */
  options: { lang?: string; awaitMessages?: boolean } = {},
): Promise<RenderedWidget<P>> {
  // The language's messages first, as on a page that already has them (widget-language.test.tsx covers the
  // widget that waits for them); otherwise the first render is the empty busy state.
  if (options.lang && options.awaitMessages !== false) await loadCatalog(options.lang)
  const container = document.createElement('div')
  if (options.lang) container.lang = options.lang
  document.body.append(container)
  const root = createRoot(container)
  const rerender = (next: P): Promise<void> =>
    act(async () =>
      root.render(
        <ClientContext value={client}>
          <Component {...next} />
        </ClientContext>,
      ),
    )
  await rerender(props)
  const unmount = async (): Promise<void> => {
    if (!mounted.delete(unmount)) return
    await act(async () => root.unmount())
  }
  mounted.add(unmount)
  const shadow = container.firstElementChild?.shadowRoot
  if (!shadow) throw new Error('the widget did not create its shadow root')
  return { shadow, rerender, unmount }
}

/** Unmounts every widget still rendered (call in afterEach). */
export async function unmountWidgets(): Promise<void> {
  for (const unmount of [...mounted]) await unmount()
}
