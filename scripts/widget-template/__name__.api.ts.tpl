// <mempool-__name__>'s attributes, declared once: the element, the component's props, the site's JSX
// typings and custom-elements.json all come from this table.
import { elementApi, widgetAttributes } from '../internal/element-api'

export const __camel__Api = elementApi({
  tag: 'mempool-__name__',
  attributes: {
    ...widgetAttributes,
    compact: {
      type: 'boolean',
      default: false,
      description: 'Tighter spacing (`<mempool-__name__ compact>`).',
    },
  },
})
