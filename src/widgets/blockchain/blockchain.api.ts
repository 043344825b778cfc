// <mempool-blockchain>'s attributes, declared once: the element, the component's props, the site's JSX
// typings and custom-elements.json all come from this table.
import { elementApi, widgetAttributes } from '../internal/element-api'

export const blockchainApi = elementApi({
  tag: 'mempool-blockchain',
  attributes: {
    ...widgetAttributes,
    theme: {
      ...widgetAttributes.theme,
      description:
        'Colour theme (also picks the fee palette); `auto` follows prefers-color-scheme.',
    },
    'static-height': {
      type: 'number',
      description:
        'Static mode: mined blocks ending at this height, no live updates and no projected side.',
    },
    'static-count': { type: 'number', default: 8, description: 'Blocks in the static window.' },
    'show-mining-info': {
      type: 'boolean',
      default: false,
      description: 'Shows total fees instead of sizes on every cube.',
    },
    'show-pools': {
      type: 'boolean',
      default: true,
      description: 'Pool badges under mined cubes; `show-pools="false"` hides them.',
    },
    minimal: {
      type: 'boolean',
      default: false,
      description: 'Keeps at least two projected tiles when narrow.',
    },
    spotlight: {
      type: 'number',
      default: 0,
      description:
        'Highlights one cube: −n the n-th projected block, n the n-th mined block from the tip, 0 none.',
    },
    'selected-height': {
      type: 'number',
      description: 'The mined block chosen at start (the arrow marks it).',
    },
    'selected-mempool-block': {
      type: 'number',
      description: 'The projected block chosen at start.',
    },
  },
})
