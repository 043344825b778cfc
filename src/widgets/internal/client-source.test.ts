// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { getClient, resetClients } from '../../core'
import '../provider/provider.element'
import type { ClientSource } from './client-source'
import { resolveClient, watchClientSource } from './client-source'

afterEach(() => {
  resetClients()
  document.body.replaceChildren()
})

function widgetInside(provider?: HTMLElement): HTMLElement {
  const widget = document.createElement('div')
  ;(provider ?? document.body).append(widget)
  if (provider) document.body.append(provider)
  return widget
}

describe('resolveClient', () => {
  it('uses the widget’s own api first, one client per API base and network', () => {
    const a = resolveClient(widgetInside(), 'https://api.example/', 'signet')
    const b = resolveClient(widgetInside(), 'https://api.example', 'signet')
    expect(a).toBe(b)
    expect(a.api).toBe('https://api.example')
    expect(a.network).toBe('signet')
  })

  it('asks a <mempool-provider> ancestor, and the widget’s network overrides the provider’s', () => {
    const provider = document.createElement('mempool-provider')
    provider.setAttribute('api', 'https://provided.example')
    provider.setAttribute('network', 'testnet')
    const widget = widgetInside(provider)
    const provided = resolveClient(widget, undefined, undefined)
    expect(provided).toBe(getClient('https://provided.example', 'testnet'))
    expect(resolveClient(widget, undefined, 'signet')).toBe(
      getClient('https://provided.example', 'signet'),
    )
  })

  it('finds the provider across a shadow root', () => {
    const provider = document.createElement('mempool-provider')
    provider.setAttribute('api', 'https://shadow.example')
    const outer = widgetInside(provider)
    const inner = document.createElement('div')
    outer.attachShadow({ mode: 'open' }).append(inner)
    expect(resolveClient(inner, undefined, undefined).api).toBe('https://shadow.example')
  })

  it('falls back to the page origin on mainnet without api or provider', () => {
    const client = resolveClient(widgetInside(), undefined, undefined)
    expect(client.api).toBe(location.origin)
    expect(client.network).toBe('mainnet')
  })
})

describe('watchClientSource', () => {
  it('follows the provider’s attribute changes until released', async () => {
    const provider = document.createElement('mempool-provider')
    provider.setAttribute('api', 'https://one.example')
    const seen: (ClientSource | undefined)[] = []
    const release = watchClientSource(widgetInside(provider), (source) => seen.push(source))
    expect(seen).toEqual([{ api: 'https://one.example', network: 'mainnet' }])
    provider.setAttribute('network', 'signet')
    await provider.updateComplete
    expect(seen.at(-1)).toEqual({ api: 'https://one.example', network: 'signet' })
    release()
    provider.setAttribute('network', 'testnet')
    await provider.updateComplete
    expect(seen).toHaveLength(2)
  })

  it('hears a provider that connects above the widget later', () => {
    const wrapper = document.createElement('div')
    const widget = document.createElement('div')
    wrapper.append(widget)
    document.body.append(wrapper)
    const seen: (ClientSource | undefined)[] = []
    const release = watchClientSource(widget, (source) => seen.push(source))
    expect(seen).toEqual([])
    const provider = document.createElement('mempool-provider')
    provider.setAttribute('api', 'https://late.example')
    provider.append(wrapper)
    document.body.append(provider)
    expect(seen).toEqual([{ api: 'https://late.example', network: 'mainnet' }])
    release()
  })
})
