// Public API shared by every widget (the npm main entry adds every element's registration to this).
// Per-widget entries are the element files: `mempool-widgets/<name>` registers <mempool-<name>>.
export { define } from './internal/define'
export { emit } from './internal/emit'
export {
  createContext,
  ContextRequestEvent,
  provideContext,
  requestContext,
} from './internal/context'
export type { Context } from './internal/context'
export { clientSourceContext } from './internal/client-source'
export type { ClientSource, WidgetClient } from './internal/client-source'
export type { ThemeName } from './internal/theme-styles'
export type * from './events/events'
