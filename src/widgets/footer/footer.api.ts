// <mempool-footer>'s attributes, declared once: the element, the component's props, the site's JSX
// typings and custom-elements.json all come from this table.
import { elementApi, widgetAttributes } from '../internal/element-api'

export const footerApi = elementApi({
  tag: 'mempool-footer',
  attributes: {
    ...widgetAttributes,
    layout: {
      type: 'enum',
      values: ['inline', 'fixed'],
      default: 'inline',
      description: '`fixed` pins the bar to the bottom of the viewport.',
    },
    unit: {
      type: 'enum',
      values: ['vB', 'WU'],
      description:
        "Unit of the arrival rate: vB/s or WU/s (4 WU per vB). Without it, the reader's stored rate unit (vB by default).",
    },
  },
})
