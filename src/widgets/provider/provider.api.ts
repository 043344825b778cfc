// <mempool-provider>'s attributes, declared once: the element's reactive properties, the site's JSX typings
// and custom-elements.json come from this table.
import { elementApi, widgetAttributes } from '../internal/element-api'

export const providerApi = elementApi({
  tag: 'mempool-provider',
  attributes: {
    api: {
      type: 'string',
      description: "Base URL of any mempool-compatible API. Default: the page's origin.",
    },
    network: widgetAttributes.network,
  },
})
