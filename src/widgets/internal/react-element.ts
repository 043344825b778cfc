// A custom element class around a React widget, made from the widget's API table, on r2wc
// (@r2wc/react-to-web-component): r2wc observes the table's attributes, keeps their texts as props, reflects
// properties to attributes and renders into an open shadow root (handed over as `container`). This layer adds
// what r2wc lacks: the table's coercion (coerceAttribute, nowhere else), attributes whose text is '' (HTML
// booleans) and removals, which r2wc skips, coerced property reads, properties set before the tag was
// defined, no render before the first connect, and a move in the DOM that keeps the React state.
import r2wc from '@r2wc/react-to-web-component'
import { createElement } from 'react'
import type { ComponentType } from 'react'
import { camelCase, coerceAttribute } from './element-api'
import type { AttributeProps, AttributeSpec, ElementApi } from './element-api'

/** What the element hands its component: the coerced attributes and its shadow root. */
export type ElementProps<Api extends ElementApi> = AttributeProps<Api['attributes']> & {
  container?: HTMLElement
}

export type ReactElementClass<Api extends ElementApi> = new () => HTMLElement &
  AttributeProps<Api['attributes']>

// r2wc's element state, under keys from the global symbol registry (its source: @r2wc/core).
const PROPS: unique symbol = Symbol.for('r2wc.props')
const RENDER: unique symbol = Symbol.for('r2wc.render')
const CONNECTED: unique symbol = Symbol.for('r2wc.connected')

/** The part of r2wc's element class this layer builds on. */
interface R2wcElement extends HTMLElement {
  /** Props by camelCase name: attribute texts (or values being reflected) and `container`. */
  [PROPS]: Record<string, unknown>
  [RENDER](): void
  [CONNECTED]: boolean
  attributeChangedCallback(name: string, old: string | null, text: string | null): void
  disconnectedCallback(): void
}

/** A raw prop → the component's value: what coerceAttribute makes of its text (null/undefined = absent). */
const coerceRaw = (spec: AttributeSpec, raw: unknown): unknown =>
  coerceAttribute(spec, raw === null || raw === undefined ? null : String(raw))

/** Renders `Component` with r2wc's raw props coerced by the table; undefined ones left out. */
function coercing(
  Component: ComponentType<object>,
  specs: ReadonlyMap<string, AttributeSpec>,
): ComponentType<Record<string, unknown>> {
  function Coerced(raw: Record<string, unknown>) {
    const props: Record<string, unknown> = { container: raw['container'] }
    for (const [prop, spec] of specs) {
      const value = coerceRaw(spec, raw[prop])
      if (value !== undefined) props[prop] = value
    }
    return createElement(Component, props)
  }
  Coerced.displayName = `Coerced(${Component.displayName ?? Component.name})`
  return Coerced
}

export function reactElement<Api extends ElementApi>(
  Component: ComponentType<ElementProps<Api>>,
  api: Api,
): ReactElementClass<Api> {
  const attributes = Object.entries(api.attributes).filter(([, spec]) => !spec.domOnly)
  /** The table's prop attributes by camelCase name; each goes to r2wc as a 'string' prop. */
  const specs = new Map(attributes.map(([name, spec]) => [camelCase(name), spec]))
  const Base = r2wc(coercing(Component as ComponentType<object>, specs), {
    shadow: 'open',
    props: Object.fromEntries([...specs.keys()].map((prop) => [prop, 'string' as const])),
  }) as unknown as new () => R2wcElement

  class WidgetElement extends Base {
    // Reads give the coerced value; writes go to r2wc's setter, which reflects them to the attribute.
    static {
      for (const [prop, spec] of specs) {
        const reflect = Object.getOwnPropertyDescriptor(Base.prototype, prop)?.set
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: WidgetElement) {
            return coerceRaw(spec, this[PROPS][prop])
          },
          set(this: WidgetElement, value: unknown) {
            reflect?.call(this, value)
          },
        })
      }
    }

    constructor() {
      super()
      // r2wc starts out "connected" and would mount on the first attribute set before the element is added.
      this[CONNECTED] = this.isConnected
      for (const [name] of attributes) {
        const prop = camelCase(name)
        // On an upgrade r2wc reads the attributes already there, but skips valueless ones.
        if (this.getAttribute(name) === '') this[PROPS][prop] = ''
        // A property set before the tag was defined sits on the instance and hides the accessor: move it.
        if (!Object.hasOwn(this, prop)) continue
        const value: unknown = Reflect.get(this, prop)
        Reflect.deleteProperty(this, prop)
        Reflect.set(this, prop, value)
      }
    }

    override attributeChangedCallback(
      name: string,
      old: string | null,
      _queued: string | null,
    ): void {
      // An upgrade replays the attributes as they were before the constructor, which may since have
      // reflected a property set early: the attribute's current text is the one that counts.
      const text = this.getAttribute(name)
      super.attributeChangedCallback(name, old, text)
      // r2wc ignores '' (a boolean written without a value) and null (a removal); both mean something here.
      const prop = camelCase(name)
      if (text || !specs.has(prop)) return
      this[PROPS][prop] = text
      this[RENDER]()
    }

    override disconnectedCallback(): void {
      // r2wc unmounts at once; a microtask later, moving the element (remove + insert) keeps its state.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback()
      })
    }
  }

  return WidgetElement as unknown as ReactElementClass<Api>
}
