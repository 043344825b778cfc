// <mempool-projected-block>'s attributes, declared once: the element, the component's props, the site's JSX
// typings and custom-elements.json all come from this table.
import { gogglesAttributes } from '../block-graph/overlays/goggles-attributes'
import { elementApi, widgetAttributes } from '../internal/element-api'

export const projectedBlockApi = elementApi({
  tag: 'mempool-projected-block',
  attributes: {
    ...widgetAttributes,
    index: {
      type: 'number',
      default: 0,
      description:
        'Which projected block to show: 0 = the next block to be mined. An index beyond the projected blocks shows the last one (the attribute keeps its value).',
    },
    resolution: {
      type: 'number',
      default: 80,
      description: 'Grid cells per side of the square; ignored with `autofit`.',
    },
    autofit: {
      type: 'boolean',
      default: false,
      description: 'Pick the resolution (64–96) that best divides the smaller side of the element.',
    },
    orientation: {
      type: 'enum',
      values: ['left', 'right', 'top', 'bottom'],
      default: 'left',
      description:
        'Where the highest fee rates sit: `left` puts them at the right edge, nearest the chain (time flows right to left).',
    },
    flip: {
      type: 'boolean',
      default: true,
      description: 'Mirror the grid horizontally (`flip="false"` turns it off).',
    },
    'show-goggles': {
      type: 'boolean',
      default: true,
      description: 'Show the goggles (flag filter) menu (`show-goggles="false"` hides it).',
    },
    ...gogglesAttributes,
  },
})
