// @vitest-environment happy-dom
import { act, useState } from 'react'
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

let mounts = 0

/** Renders its props as JSON, so the test reads exactly what the element handed over; `data-mount` numbers
 * each React mount, so a test sees whether state survived. */
function Probe(props: ElementProps<typeof api>) {
  const { container, ...rest } = props
  const [mount] = useState(() => ++mounts)
  return (
    <output data-shadow={String(container instanceof ShadowRoot)} data-mount={mount}>
      {JSON.stringify(rest)}
    </output>
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

const output = (element: Element) => element.shadowRoot?.querySelector('output')
const shown = (element: Element): unknown => JSON.parse(output(element)?.textContent ?? 'null')

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

  it('reflects properties to attributes: false, numbers and undefined', async () => {
    const element = await mount({ 'show-pools': '' })
    await act(async () => {
      element['showPools'] = false
      element['minimal'] = true
      element['count'] = 5
    })
    expect(shown(element)).toEqual({ showPools: false, minimal: true, count: 5 })
    expect(element.getAttribute('show-pools')).toBe('false')
    expect(element.getAttribute('count')).toBe('5')
    expect([element['showPools'], element['minimal'], element['count']]).toEqual([false, true, 5])
    await act(async () => {
      element['count'] = undefined
      element['minimal'] = false
      element['showPools'] = ''
    })
    expect(element.hasAttribute('count')).toBe(false)
    expect(element['count']).toBeUndefined()
    expect(shown(element)).toEqual({ showPools: true, minimal: false })
  })

  it('renders nothing before it is first connected', async () => {
    const element = document.createElement(api.tag)
    await act(async () => element.setAttribute('count', '1'))
    expect(element.shadowRoot?.childNodes).toHaveLength(0)
  })

  it('keeps its React state when moved, and unmounts once really removed', async () => {
    const element = await mount({ count: '1' })
    const first = output(element)?.dataset['mount']
    const other = document.createElement('div')
    await act(async () => {
      document.body.append(other)
      other.append(element) // disconnect + connect in one task
    })
    expect(output(element)?.dataset['mount']).toBe(first)
    await act(async () => element.remove())
    expect(element.shadowRoot?.childNodes).toHaveLength(0)
    await act(async () => document.body.append(element))
    expect(output(element)?.dataset['mount']).not.toBe(first)
    expect(shown(element)).toEqual({ count: 1 })
  })

  it('upgrades an element made before the tag was defined: its properties and valueless attributes count', async () => {
    const tag = 'mempool-probe-late'
    const element = document.createElement(tag) as HTMLElement & Record<string, unknown>
    element.setAttribute('minimal', '')
    element['count'] = 4
    element['showPools'] = false
    document.body.append(element)
    const lateApi = elementApi({ tag, attributes: api.attributes })
    await act(async () => customElements.define(tag, reactElement<typeof lateApi>(Probe, lateApi)))
    expect(shown(element)).toEqual({ minimal: true, count: 4, showPools: false })
    expect(element['count']).toBe(4)
    expect(Object.hasOwn(element, 'count')).toBe(false)
  })
})
