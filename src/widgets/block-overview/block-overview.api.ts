// <mempool-block-overview>'s attributes, declared once: the element, the component's props, the site's JSX
// typings and custom-elements.json all come from this table.
import { gogglesAttributes } from '../block-graph/overlays/goggles-attributes'
import { elementApi, widgetAttributes } from '../internal/element-api'

export const blockOverviewApi = elementApi({
  tag: 'mempool-block-overview',
  attributes: {
    ...widgetAttributes,
    block: {
      type: 'string',
      description: 'The mined block: a height (digits only) or a hash. A change resets the view.',
    },
    audit: {
      type: 'boolean',
      default: true,
      description:
        'Audit colours when the server audited the block; `audit="false"`: fee colours only.',
    },
    resolution: {
      type: 'number',
      default: 80,
      description: 'Grid cells per side; ignored with `autofit`.',
    },
    autofit: {
      type: 'boolean',
      default: false,
      description: 'Fits 64–96 cells to the smaller side.',
    },
    orientation: {
      type: 'enum',
      values: ['left', 'right', 'top', 'bottom'],
      default: 'left',
      description: 'Where the first row sits (`left`: columns from the right edge).',
    },
    flip: {
      type: 'boolean',
      default: true,
      description: 'Mirrors the grid; `flip="false"` turns it off.',
    },
    'show-goggles': {
      type: 'boolean',
      default: true,
      description: 'The goggles filter menu (never without flags or WebGL).',
    },
    ...gogglesAttributes,
    palette: {
      type: 'enum',
      values: ['default', 'contrast'],
      domOnly: true,
      description: '`contrast`: the colour-blind-safe colours.',
    },
  },
})
