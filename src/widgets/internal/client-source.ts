// How a widget finds its live-data client, nearest first: a React <ClientContext>, the widget's own `api`
// attribute, a <mempool-provider> ancestor, then the page's origin. The provider is found with the community
// context protocol (@lit/context's `context-request` event), so any element speaking it can supply one.
// getClient's registry keeps one client, and so one socket, per API base and network per page.
import { ContextEvent, createContext } from '@lit/context'
import { getClient } from '../../core'
import type { MempoolClient } from '../../core'

export type WidgetClient = MempoolClient

/** What <mempool-provider> hands to the widgets under it. */
export interface ClientSource {
  api: string
  network: string
}

// A registered symbol: two copies of this library on one page still agree on the key.
export const clientSourceContext = createContext<ClientSource>(
  Symbol.for('mempool-widgets:client-source'),
)

/** The page's origin, the default API base for a widget served by the explorer itself. */
export function defaultApiBase(): string {
  return globalThis.location?.origin ?? 'http://127.0.0.1:8999'
}

/** The client for a widget's own `api`/`network`, else the provided source, else the page's origin. */
export function clientFor(
  source: ClientSource | undefined,
  api: string | undefined,
  network: string | undefined,
): WidgetClient {
  if (api) return getClient(api, network ?? 'mainnet')
  if (source) return getClient(source.api, network ?? source.network)
  return getClient(defaultApiBase(), network ?? 'mainnet')
}

/** Asks the ancestors of `host` once; undefined when no provider answered synchronously. */
export function requestClientSource(host: Element): ClientSource | undefined {
  let answer: ClientSource | undefined
  host.dispatchEvent(
    new ContextEvent(clientSourceContext, host, (value: ClientSource) => {
      answer ??= value
    }),
  )
  return answer
}

export function resolveClient(
  host: Element | null,
  api: string | undefined,
  network: string | undefined,
): WidgetClient {
  return clientFor(api || !host ? undefined : requestClientSource(host), api, network)
}

/** The element's parent, stepping out of a shadow root to its host. */
function parentAcrossShadow(node: Node): Node | null {
  const root = node.getRootNode()
  return node.parentNode ?? (root instanceof ShadowRoot ? root.host : null)
}

function isInside(host: Node, ancestor: EventTarget): boolean {
  for (let node: Node | null = host; node; node = parentAcrossShadow(node))
    if (node === ancestor) return true
  return false
}

/**
 * Subscribes `host` to its nearest provider: `onChange` gets the current source now and again whenever the
 * provider's attributes change, or a provider above the widget connects (defined or inserted later).
 * Returns the unsubscription.
 */
export function watchClientSource(
  host: Element,
  onChange: (source: ClientSource | undefined) => void,
): () => void {
  let release: (() => void) | undefined
  // One callback for every request: a provider keys its subscribers by it.
  const callback = (value: ClientSource, unsubscribe?: () => void): void => {
    if (unsubscribe !== release) release?.() // answered by a nearer provider now: leave the old one
    release = unsubscribe
    onChange(value)
  }
  const request = (): boolean =>
    host.dispatchEvent(new ContextEvent(clientSourceContext, host, callback, true))
  // A provider that connects without a provider above it announces itself up to the document.
  const onProvider = (event: Event): void => {
    const announced = event as Event & { context?: unknown; contextTarget?: Element }
    const provider = announced.contextTarget ?? event.composedPath()[0]
    if (announced.context === clientSourceContext && provider && isInside(host, provider)) request()
  }
  request()
  host.ownerDocument.addEventListener('context-provider', onProvider)
  return () => {
    host.ownerDocument.removeEventListener('context-provider', onProvider)
    release?.()
    release = undefined
  }
}
