// Every string <mempool-eight-blocks> shows. Ids are `eight-blocks.<key>`; `npm run i18n:extract` copies them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  region: {
    id: 'eight-blocks.region',
    defaultMessage: 'Latest blocks',
    description: 'accessible name of the <mempool-eight-blocks> list of block graphs',
  },
  pool: {
    id: 'eight-blocks.pool',
    defaultMessage: 'by {pool}',
    description: 'info overlay: the pool that mined the block',
  },
  unknownPool: {
    id: 'eight-blocks.unknown-pool',
    defaultMessage: 'Unknown',
    description: 'info overlay: in place of "by {pool}" when the miner is not known',
  },
  time: {
    id: 'eight-blocks.time',
    defaultMessage: '{time, time, short}',
    description: 'info overlay: when the block was mined, in local time',
  },
  graph: {
    id: 'eight-blocks.graph',
    defaultMessage: 'Block {height}: {count, plural, one {# transaction} other {# transactions}}',
    description: 'accessible name of one block graph',
  },
  loadingGraph: {
    id: 'eight-blocks.loading-graph',
    defaultMessage: 'Loading block',
    description: 'accessible name of a block graph before its block is known',
  },
  summaryError: {
    id: 'eight-blocks.summary-error',
    defaultMessage: 'The transactions of block {height} could not be loaded',
    description: 'shown in place of one block graph',
  },
  listError: {
    id: 'eight-blocks.list-error',
    defaultMessage: 'The latest blocks could not be loaded',
    description: 'shown in place of all the graphs',
  },
})
