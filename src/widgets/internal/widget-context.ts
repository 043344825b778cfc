// What every part of a widget reads from its root: the host element (to emit events), the client,
// the formatter for the resolved locale, and the direction.
import { createContext, useContext } from 'react'
import type { WidgetClient } from './client-source'
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
