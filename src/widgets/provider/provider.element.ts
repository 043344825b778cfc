// Registers <mempool-provider>: a plain element (no React) that tells the widgets inside it which API
// and network to use. Widgets ask through a DOM context request, so nothing is global.
import { define } from '../internal/define'
import { clientSourceContext, defaultApiBase } from '../internal/client-source'
import { provideContext } from '../internal/context'

/**
 * Supplies the API base and network to every widget inside it, so one page can show several networks or
 * APIs side by side. Widgets that set their own `api` ignore it; a widget's `network` overrides the provider's.
 * One client and one socket serve each API base and network, however many widgets use it.
 *
 * @tag mempool-provider
 * @summary Shares one API client with the widgets inside it.
 *
 * @attr {string} api - Base URL of any mempool-compatible API. Default: the page's origin.
 * @attr {string} network - mainnet (default), testnet, testnet4, signet or regtest.
 */
export class MempoolProviderElement extends HTMLElement {
  private stop: (() => void) | undefined

  connectedCallback(): void {
    this.style.display = 'contents' // a pure wrapper: no box of its own
    this.stop ??= provideContext(this, clientSourceContext, () => ({
      api: this.getAttribute('api') || defaultApiBase(),
      network: this.getAttribute('network') || 'mainnet',
    }))
  }

  disconnectedCallback(): void {
    this.stop?.()
    this.stop = undefined
  }
}

define('mempool-provider', MempoolProviderElement)

declare global {
  interface HTMLElementTagNameMap {
    'mempool-provider': MempoolProviderElement
  }
}
