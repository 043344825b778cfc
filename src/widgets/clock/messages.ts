// Every string the clock itself shows (its parts keep theirs in face/, chain/ and centre/). Ids are `clock.<key>`;
// `npm run i18n:extract` copies them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  region: {
    id: 'clock.region',
    defaultMessage: 'Bitcoin block clock',
    description: 'accessible name of the <mempool-clock> widget',
  },
  stats: {
    id: 'clock.stats',
    defaultMessage: 'Network figures',
    description: 'accessible name of the group of stat labels around the clock',
  },
  price: {
    id: 'clock.price',
    defaultMessage: 'Price',
    description: 'stat label: the price of one bitcoin',
  },
  priority: {
    id: 'clock.priority',
    defaultMessage: 'High priority',
    description: 'stat label: the recommended high-priority fee rate',
  },
  size: {
    id: 'clock.size',
    defaultMessage: 'Size',
    description: 'stat label: the size of the block shown in the centre',
  },
  transactions: {
    id: 'clock.transactions',
    defaultMessage: 'Transactions',
    description: 'stat label: the number of transactions in the block shown in the centre',
  },
  memory: {
    id: 'clock.memory',
    defaultMessage: 'Memory usage',
    description: 'stat label: the memory the mempool uses of its node limit',
  },
  memoryValue: {
    id: 'clock.memory-value',
    defaultMessage: '{usage} / {limit}',
    description: 'memory usage of the mempool out of the node limit, e.g. "120 MB / 300 MB"',
  },
  unconfirmed: {
    id: 'clock.unconfirmed',
    defaultMessage: 'Unconfirmed',
    description: 'stat label: the number of unconfirmed transactions in the mempool',
  },
  count: {
    id: 'clock.count',
    defaultMessage: '{count, number}',
    description: 'a number of transactions',
  },
  pending: {
    id: 'clock.pending',
    defaultMessage: '…',
    description: 'a stat whose figure has not arrived yet',
  },
})
