// Strings of the goggles panel (the button's own label stays in messages.ts); they load with the panel.
import { defineMessages } from '@formatjs/intl'

export const gogglesPanelMessages = defineMessages({
  menu: {
    id: 'block-graph.goggles.menu',
    defaultMessage: 'Transaction filters',
    description: 'accessible name of the filter panel',
  },
  mode: {
    id: 'block-graph.goggles.mode',
    defaultMessage: 'Match',
    description: 'label of the All/Any switch',
  },
  all: {
    id: 'block-graph.goggles.all',
    defaultMessage: 'All',
    description: "filter mode 'and': a tx must have every selected flag",
  },
  any: {
    id: 'block-graph.goggles.any',
    defaultMessage: 'Any',
    description: "filter mode 'or': a tx must have one of the selected flags",
  },
  clear: { id: 'block-graph.goggles.clear', defaultMessage: 'Clear filters' },
  help: {
    id: 'block-graph.goggles.help',
    defaultMessage: 'How do mempool goggles work?',
    description: 'link to the FAQ entry about the filters',
  },
})
