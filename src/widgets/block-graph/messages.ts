// Strings <BlockGraph> shows itself (the overlays have their own). Ids are `block-graph.<key>`;
// `npm run i18n:extract` copies them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  loading: {
    id: 'block-graph.loading',
    defaultMessage: 'Loading transactions…',
    description: 'shown over the block graph until its transactions arrive',
  },
  unsupported: {
    id: 'block-graph.unsupported',
    defaultMessage: 'Your browser does not support this feature.',
    description: 'shown instead of the block graph when the browser has no WebGL',
  },
  notAvailable: {
    id: 'block-graph.not-available',
    defaultMessage: 'not available',
    description: 'second line of the no-WebGL fallback of the block graph',
  },
  showTable: {
    id: 'block-graph.show-table',
    defaultMessage: 'Show as table',
    description: 'button that shows the block graph’s transactions as a text table',
  },
  hideTable: {
    id: 'block-graph.hide-table',
    defaultMessage: 'Hide table',
    description: 'button that hides the text table of the block graph’s transactions',
  },
  contextLost: {
    id: 'block-graph.context-lost',
    defaultMessage: 'The graph will be redrawn when the browser allows it.',
    description: 'shown while the WebGL context of the block graph is lost',
  },
})
