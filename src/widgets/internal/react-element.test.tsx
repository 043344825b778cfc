// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { elementApi } from './element-api'
import type { ElementProps } from './react-element'
import { reactElement } from './react-element'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const api = elementApi({
  tag: 'mempool-probe',
  attributes: {
    'show-pools': { type: 'boolean', default: true, description: 'b' },
    minimal: { type: 'boolean', default: false, description: 'b' },
    count: { type: 'number', description: 'n' },
    lang: { type: 'string', domOnly: true, description: 'dom' },
  },
})

/** Renders its props as JSON, so the test reads exactly what the element handed over. */
function Probe(props: ElementProps<typeof api>) {
  const { container, ...rest } = props
  return (
    <output data-shadow={String(container instanceof ShadowRoot)}>{JSON.stringify(rest)}</output>
  )
}
const ProbeElement = reactElement(Probe, api)
customElements.define(api.tag, ProbeElement)

afterEach(async () => {
  await act(async () => document.body.replaceChildren()) // unmounts a microtask later, inside act
})

/** A <mempool-probe> with `attributes` set before it connects, as the HTML parser does. */
async function mount(
  attributes: Record<string, string>,
): Promise<HTMLElement & Record<string, unknown>> {
  const element = document.createElement(api.tag) as HTMLElement & Record<string, unknown>
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  await act(async () => {
    document.body.append(element)
  })
  return element
}

const shown = (element: Element): unknown =>
  JSON.parse(element.shadowRoot?.querySelector('output')?.textContent ?? 'null')

describe('reactElement', () => {
  it('observes only the table’s prop attributes', () => {
    expect(
      (ProbeElement as unknown as { observedAttributes: string[] }).observedAttributes,
    ).toEqual(['show-pools', 'minimal', 'count'])
  })

  it('hands coerced attributes to the component in its shadow root', async () => {
    const element = await mount({ minimal: '', 'show-pools': 'false', count: '7', lang: 'de' })
    expect(shown(element)).toEqual({ minimal: true, showPools: false, count: 7 })
    expect(element.shadowRoot?.querySelector('output')?.dataset['shadow']).toBe('true')
  })

  it('follows attribute changes and removals, and properties', async () => {
    const element = await mount({ minimal: '', count: 'x' })
    expect(shown(element)).toEqual({ minimal: true })
    await act(async () => {
      element.removeAttribute('minimal')
      element.setAttribute('count', '3')
    })
    expect(shown(element)).toEqual({ count: 3 })
    await act(async () => {
      element['showPools'] = false
    })
    expect(shown(element)).toEqual({ count: 3, showPools: false })
    expect(element['count']).toBe(3)
  })
})
