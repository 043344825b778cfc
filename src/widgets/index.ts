// Public API shared by every widget (the npm main entry adds every element's registration to this).
// Per-widget entries are the element files: `mempool-widgets/<name>` registers <mempool-<name>>.
export { define } from './internal/define'
export { emit } from './internal/emit'
// The provider's context key for @lit/context consumers (the community context protocol).
export { clientSourceContext } from './internal/client-source'
export type { ClientSource, WidgetClient } from './internal/client-source'
export type { ThemeName } from './internal/theme-styles'
export { elementApi } from './internal/element-api'
export type {
  AttributeProps,
  AttributeSpec,
  ElementApi,
  MarkupAttributes,
} from './internal/element-api'
export type * from './events/events'
