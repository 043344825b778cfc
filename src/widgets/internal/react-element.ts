// A custom element class around a React widget, made from the widget's API table: it observes exactly the
// table's attributes, coerces them (HTML booleans, parsed numbers, known enum values), exposes each as a
// camelCase property, and renders the component into an open shadow root while connected.
import { createElement } from 'react'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { camelCase, coerceAttribute } from './element-api'
import type { AttributeProps, AttributeSpec, ElementApi } from './element-api'

/** What the element hands its component: the coerced attributes and its shadow root. */
export type ElementProps<Api extends ElementApi> = AttributeProps<Api['attributes']> & {
  container?: HTMLElement
}

export type ReactElementClass<Api extends ElementApi> = new () => HTMLElement &
  AttributeProps<Api['attributes']>

export function reactElement<Api extends ElementApi>(
  Component: ComponentType<ElementProps<Api>>,
  api: Api,
): ReactElementClass<Api> {
  const specs = new Map<string, AttributeSpec>(
    Object.entries(api.attributes).filter(([, spec]) => !spec.domOnly),
  )

  class WidgetElement extends HTMLElement {
    static readonly observedAttributes = [...specs.keys()]

    readonly #shadow = this.attachShadow({ mode: 'open' })
    // The shadow root goes in as `container`, as WidgetRoot expects (typed as an element for React).
    readonly #props: Record<string, unknown> = { container: this.#shadow }
    #root: Root | undefined

    static {
      for (const name of specs.keys()) {
        Object.defineProperty(this.prototype, camelCase(name), {
          configurable: true,
          enumerable: true,
          get(this: WidgetElement) {
            return this.#props[camelCase(name)]
          },
          set(this: WidgetElement, value: unknown) {
            this.#props[camelCase(name)] = value
            this.#render()
          },
        })
      }
    }

    constructor() {
      super()
      // A property set before the tag was defined sits on the instance and hides the accessor: move it.
      for (const name of specs.keys()) {
        const prop = camelCase(name)
        if (!Object.hasOwn(this, prop)) continue
        const value: unknown = Reflect.get(this, prop)
        Reflect.deleteProperty(this, prop)
        Reflect.set(this, prop, value)
      }
    }

    attributeChangedCallback(name: string, _old: string | null, text: string | null): void {
      const spec = specs.get(name)
      if (!spec) return
      this.#props[camelCase(name)] = coerceAttribute(spec, text)
      this.#render()
    }

    connectedCallback(): void {
      this.#root ??= createRoot(this.#shadow)
      this.#render()
    }

    disconnectedCallback(): void {
      // Unmounted a microtask later, so moving the element in the DOM keeps its state.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = undefined
      })
    }

    #render(): void {
      if (!this.isConnected || !this.#root) return
      const props = Object.fromEntries(
        Object.entries(this.#props).filter(([, value]) => value !== undefined),
      )
      this.#root.render(createElement(Component as ComponentType<object>, props))
    }
  }

  return WidgetElement as unknown as ReactElementClass<Api>
}
