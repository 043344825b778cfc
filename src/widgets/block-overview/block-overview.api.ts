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
      description:
        'The mined block: a height (digits only; its hash is looked up first) or a block hash. Changing it resets the view.',
    },
    audit: {
      type: 'boolean',
      default: true,
      description:
        'Colours squares by audit status (added, prioritized, accelerated…) when the server has an audit of the block; `audit="false"` shows fee colours only.',
    },
    resolution: {
      type: 'number',
      default: 80,
      description: 'Grid cells per side (spec §9: 80 for block views); ignored with `autofit`.',
    },
    autofit: {
      type: 'boolean',
      default: false,
      description: 'Picks the resolution from 64 to 96 that best divides the graph’s smaller side.',
    },
    orientation: {
      type: 'enum',
      values: ['left', 'right', 'top', 'bottom'],
      default: 'left',
      description:
        'Where the first row of squares sits: `left` turns rows into columns from the right edge (the chain side).',
    },
    flip: {
      type: 'boolean',
      default: true,
      description:
        'Mirrors the grid horizontally (the reference layout); `flip="false"` turns it off.',
    },
    'show-goggles': {
      type: 'boolean',
      default: true,
      description:
        'Shows the goggles filter menu (hidden anyway when no transaction has flags, or without WebGL).',
    },
    ...gogglesAttributes,
    palette: {
      type: 'enum',
      values: ['default', 'contrast'],
      domOnly: true,
      description: '`contrast` swaps the fee and audit colours for the colour-blind-safe set.',
    },
  },
})
