// How a widget finds its live-data client, nearest first: a React <MempoolClientProvider>, the widget's own
// `api` attribute, a <mempool-provider> ancestor (DOM context request), then the page's origin.
// getClient's registry keeps one client, and so one socket, per API base and network per page.
import { getClient } from '../../core'
import type { MempoolClient } from '../../core'
import { createContext, requestContext } from './context'

export type WidgetClient = MempoolClient

/** What <mempool-provider> hands to the widgets under it. */
export interface ClientSource {
  api: string
  network: string
}

export const clientSourceContext = createContext<ClientSource>('client-source')

/** The page's origin, the default API base for a widget served by the explorer itself. */
export function defaultApiBase(): string {
  return globalThis.location?.origin ?? 'http://127.0.0.1:8999'
}

export function resolveClient(
  host: Element | null,
  api: string | undefined,
  network: string | undefined,
): WidgetClient {
  if (api) return getClient(api, network ?? 'mainnet')
  const provided = host ? requestContext(host, clientSourceContext) : undefined
  if (provided) return getClient(provided.api, network ?? provided.network)
  return getClient(defaultApiBase(), network ?? 'mainnet')
}
