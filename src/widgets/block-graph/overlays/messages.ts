// Strings of the block graph's overlays that show with the graph itself (the keyboard grid, the goggles
// button). Ids are `block-graph.<part>.<key>` (the part keeps them apart from <BlockGraph>'s own
// `block-graph.*` strings); `npm run i18n:extract` copies them to the catalog. The parts that load on first
// use keep theirs next to them (tooltip-messages.ts, table-messages.ts, goggles-panel-messages.ts), so their
// text travels in their chunk.
import { defineMessages } from '@formatjs/intl'

export const gogglesMessages = defineMessages({
  open: {
    id: 'block-graph.goggles.open',
    defaultMessage: 'Goggles',
    description: 'button that opens the transaction filter menu',
  },
})

export const keyboardMessages = defineMessages({
  roleDescription: {
    id: 'block-graph.keyboard.role',
    defaultMessage: 'transaction grid',
    description: 'aria-roledescription of the focusable graph',
  },
  instructions: {
    id: 'block-graph.keyboard.instructions',
    defaultMessage:
      'Arrow keys move between transactions, Home and End go to the first and last, Enter opens the transaction, Escape clears the selection.',
  },
  announce: {
    id: 'block-graph.keyboard.announce',
    defaultMessage: 'Transaction {position, number} of {count, number}: {txid}, {rate}, {vsize}',
    description: 'read by screen readers when a square gets the keyboard focus',
  },
})
