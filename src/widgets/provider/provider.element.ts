// Registers <mempool-provider>: a Lit reactive element (no React, no template) that tells the widgets inside
// it which API and network to use through @lit/context, the community context protocol. Its attributes are
// declared in provider.api.ts; the JSDoc below adds the rest of custom-elements.json.
import { ContextProvider } from '@lit/context'
import { ReactiveElement } from 'lit'
import type { PropertyDeclarations } from 'lit'
import { define } from '../internal/define'
import { camelCase } from '../internal/element-api'
import type { AttributeProps } from '../internal/element-api'
import { clientSourceContext, defaultApiBase } from '../internal/client-source'
import { providerApi } from './provider.api'

type ProviderProps = AttributeProps<typeof providerApi.attributes>

/**
 * Supplies the API base and network to every widget inside it, so one page can show several networks or
 * APIs side by side. Widgets that set their own `api` ignore it; a widget's `network` overrides the provider's.
 * Changing its attributes moves the widgets inside to the new API or network. One client and one socket serve
 * each API base and network, however many widgets use it.
 *
 * @tag mempool-provider
 * @summary Shares one API client with the widgets inside it.
 */
export class MempoolProviderElement extends ReactiveElement {
  static override properties: PropertyDeclarations = Object.fromEntries(
    Object.keys(providerApi.attributes).map((name) => [camelCase(name), { attribute: name }]),
  )

  // Types from the same table as the declarations above; `declare` keeps Lit's accessors in charge.
  declare api: ProviderProps['api']
  declare network: ProviderProps['network']

  readonly #provider = new ContextProvider(this, { context: clientSourceContext })

  override connectedCallback(): void {
    this.style.display = 'contents' // a pure wrapper: no box of its own
    this.#publish() // before the controllers announce this provider, so re-requests get the value
    super.connectedCallback()
  }

  protected override createRenderRoot(): HTMLElement {
    return this // no shadow root: the widgets stay the page's children
  }

  protected override willUpdate(): void {
    this.#publish()
  }

  /** Hands out a new source only when it differs, so subscribed widgets re-resolve only on a real change. */
  #publish(): void {
    const api = this.api || defaultApiBase()
    const network = this.network || 'mainnet'
    const current = this.#provider.value
    if (current?.api !== api || current.network !== network)
      this.#provider.setValue({ api, network })
  }
}

define(providerApi.tag, MempoolProviderElement)

declare global {
  interface HTMLElementTagNameMap {
    'mempool-provider': MempoolProviderElement
  }
  /** Each tag's API table, for typings derived from it (the site's JSX attributes). */
  interface MempoolElementApis {
    'mempool-provider': typeof providerApi
  }
}
