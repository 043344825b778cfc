// What every part of a widget reads from its root: the host element (to emit events), the client,
// the formatter for the resolved locale, and the direction; and how the root picks the client.
import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import { clientFor, requestClientSource, watchClientSource } from './client-source'
import type { ClientSource, WidgetClient } from './client-source'
import type { Translator } from '../../core'

export interface WidgetEnvironment {
  /** The element events are dispatched from (the custom element, or the React wrapper's host). */
  host: HTMLElement
  client: WidgetClient
  intl: Translator
  dir: 'ltr' | 'rtl'
}

export const WidgetEnvironmentContext = createContext<WidgetEnvironment | null>(null)

export function useWidget(): WidgetEnvironment {
  const env = useContext(WidgetEnvironmentContext)
  if (!env) throw new Error('useWidget() must be called inside <WidgetRoot>')
  return env
}

/** React apps may hand a client down directly (tests and stories do too). */
export const ClientContext = createContext<WidgetClient | null>(null)

/**
 * The widget's client: a React <ClientContext> value, else its own `api`, else the nearest <mempool-provider>
 * (followed when its attributes change or it is defined after the widget), else the page's origin.
 */
export function useWidgetClient(
  host: HTMLElement,
  api: string | undefined,
  network: string | undefined,
): WidgetClient {
  const reactClient = useContext(ClientContext)
  const asksProvider = !reactClient && !api
  // Asked synchronously for the first render, so no client for the wrong API is ever created.
  const [source, setSource] = useState<ClientSource | undefined>(() =>
    asksProvider ? requestClientSource(host) : undefined,
  )
  useEffect(
    () => (asksProvider ? watchClientSource(host, setSource) : undefined),
    [asksProvider, host],
  )
  return useMemo(
    () => reactClient ?? clientFor(asksProvider ? source : undefined, api, network),
    [reactClient, asksProvider, source, api, network],
  )
}
