// Shared React API (the React entry adds every widget's component to this): hand a client to every
// widget below with <ClientContext value={getClient(api, network)}>, or pass `api`/`network` props.
export { ClientContext } from './internal/widget-context'
export type { WidgetProps } from './internal/widget-root'
export type { ThemeName } from './internal/theme-styles'
export type * from './events/events'
