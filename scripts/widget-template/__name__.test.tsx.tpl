// @vitest-environment happy-dom
import { atom } from 'nanostores'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, createTestPair, resetClients } from '../../core'
import type { ChainTip, MempoolClient } from '../../core'
import { renderWidget, unmountWidgets } from '../internal/testing/render-widget'
import { Mempool__Name__ } from './__name__'
import './__name__.element'

// No network: an in-memory socket, and a REST API that answers 404.
const pair = createTestPair()
const fetch404 = async (): Promise<Response> => new Response('', { status: 404 })
vi.stubGlobal('WebSocket', pair.WebSocket)
vi.stubGlobal('fetch', fetch404)

afterEach(async () => {
  await unmountWidgets()
  await act(async () => document.body.replaceChildren())
  resetClients()
})

/** A real client whose `$tip` the test sets. */
function fakeClient() {
  const real = createClient({ api: 'https://example.test', WebSocket: pair.WebSocket, fetch: fetch404 })
  const $tip = atom<ChainTip | undefined>(undefined)
  const client: MempoolClient = { ...real, stores: { ...real.stores, $tip } }
  return { client, $tip }
}

async function render(client: MempoolClient): Promise<ShadowRoot> {
  return (await renderWidget(Mempool__Name__, client, {})).shadow
}

describe('<Mempool__Name__>', () => {
  it('shows a loading text, then the newest block’s height, in a named region', async () => {
    const { client, $tip } = fakeClient()
    const shadow = await render(client)
    expect(shadow.querySelector('[data-figure="tip"]')?.textContent).toBe('Loading…')
    await act(async () => $tip.set({ height: 840_000, hash: '00' }))
    expect(shadow.querySelector('[data-figure="tip"]')?.textContent).toBe('Block 840,000')
    expect(shadow.querySelector('section')?.getAttribute('aria-label')).toBe('__title__')
  })
})

describe('<mempool-__name__>', () => {
  it('is registered, and `compact` is an HTML boolean', async () => {
    const element = document.createElement('mempool-__name__')
    element.setAttribute('api', 'https://example.test')
    element.setAttribute('compact', '')
    await act(async () => document.body.append(element))
    expect(customElements.get('mempool-__name__')).toBeDefined()
    expect(element.shadowRoot?.querySelector('.__name__--compact')).not.toBeNull()
    await act(async () => element.removeAttribute('compact'))
    expect(element.shadowRoot?.querySelector('.__name__--compact')).toBeNull()
  })
})
