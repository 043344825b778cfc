// <mempool-clock>'s attributes, declared once: the element, the component's props, the site's JSX typings
// and custom-elements.json all come from this table. The site's clock routes (spec §2.2, §2.3) map their path
// and query onto the same names.
import { elementApi, widgetAttributes } from '../internal/element-api'

export const clockApi = elementApi({
  tag: 'mempool-clock',
  attributes: {
    ...widgetAttributes,
    mode: {
      type: 'enum',
      values: ['mempool', 'mined'],
      default: 'mempool',
      description:
        'What the centre shows: `mempool` a projected block’s transactions, `mined` a rotating cube with a mined block’s height.',
    },
    index: {
      type: 'number',
      default: 0,
      description:
        'Which block: in `mempool` mode the projected block (0 = next), in `mined` mode the block counted back from the tip (0 = tip, at most 15).',
    },
    stats: {
      type: 'boolean',
      default: true,
      description:
        'Stat labels in the corners: price, high priority fee, size and transactions (`stats="false"` hides them).',
    },
    width: {
      type: 'number',
      description: 'Limits the clock’s width to this many px (else it fills its container).',
    },
    height: {
      type: 'number',
      description:
        'Limits the clock’s height to this many px (else the viewport height, or the height given in CSS).',
    },
    kiosk: {
      type: 'boolean',
      default: false,
      description:
        'Wall-screen mode: hides the interactive chrome and keeps the screen awake where the Screen Wake Lock API exists.',
    },
  },
})
