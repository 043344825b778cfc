// <mempool-eight-blocks>'s attributes, declared once: the element, the component's props, the site's JSX
// typings and custom-elements.json all come from this table. They are the `view/blocks` query params of
// spec §2.3, kebab-cased; the defaults are spec §9's "Eight blocks" figures.
import { gogglesAttributes } from '../block-graph/overlays/goggles-attributes'
import { elementApi, widgetAttributes } from '../internal/element-api'

export const eightBlocksApi = elementApi({
  tag: 'mempool-eight-blocks',
  attributes: {
    ...widgetAttributes,
    'num-blocks': {
      type: 'number',
      default: 8,
      description: 'How many of the latest mined blocks to show, newest first (at least 1).',
    },
    autofit: {
      type: 'boolean',
      default: true,
      description:
        'Picks the grid resolution in 76–96 that best divides `block-width` less twice `padding`; `autofit="false"` keeps 86.',
    },
    padding: {
      type: 'number',
      default: 10,
      description: 'Space around each block’s graph, px.',
    },
    'block-width': {
      type: 'number',
      default: 540,
      description: 'Width and height of each block, padding included, px.',
    },
    wrap: {
      type: 'boolean',
      default: true,
      description: 'Blocks wrap onto further rows; `wrap="false"` keeps them on one row.',
    },
    stagger: {
      type: 'number',
      default: 0,
      description:
        'Delay between one block’s slide-in and the next one’s when a new block arrives, ms.',
    },
    'animation-duration': {
      type: 'number',
      default: 2000,
      description:
        'Length of each block’s slide-in, ms (none when the user prefers reduced motion).',
    },
    test: {
      type: 'boolean',
      default: false,
      description:
        'Test mode: no live updates; starts at height 800,000 and moves one block on every 10 s, back to the start after the tip. On a chain shorter than that it starts at the oldest height the API has (0 on a full node).',
    },
    ...gogglesAttributes,
  },
})
