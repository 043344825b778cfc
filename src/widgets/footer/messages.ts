// Every string <mempool-footer> shows. Ids are `footer.<key>`; `npm run i18n:extract` copies them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  region: {
    id: 'footer.region',
    defaultMessage: 'Mempool status',
    description: 'accessible name of the footer bar',
  },
  incoming: {
    id: 'footer.incoming',
    defaultMessage: 'Incoming transactions',
    description: 'label of the arrival-rate bar',
  },
  vbytesPerSecond: {
    id: 'footer.vbytes-per-second',
    defaultMessage: '{rate} vB/s',
    description: 'arrival rate in virtual bytes per second',
  },
  weightPerSecond: {
    id: 'footer.weight-per-second',
    defaultMessage: '{rate} WU/s',
    description: 'arrival rate in weight units per second',
  },
  unconfirmed: {
    id: 'footer.unconfirmed',
    defaultMessage: 'Unconfirmed',
    description: 'label of the mempool transaction count',
  },
  txCount: {
    id: 'footer.tx-count',
    defaultMessage: '{count, plural, one {# TX} other {# TXs}}',
    description: 'number of unconfirmed transactions',
  },
  mempoolSize: {
    id: 'footer.mempool-size',
    defaultMessage: 'Mempool size',
    description: 'label of the mempool size',
  },
  blockCount: {
    id: 'footer.block-count',
    defaultMessage: '({count, plural, one {# block} other {# blocks}})',
    description: 'how many blocks the mempool fills',
  },
  memoryUsage: {
    id: 'footer.memory-usage',
    defaultMessage: 'Memory usage',
    description: 'label of the node memory bar',
  },
  usageOfMax: {
    id: 'footer.usage-of-max',
    defaultMessage: '{usage} of {max}',
    description: 'memory used of the node limit',
  },
  synchronizing: {
    id: 'footer.synchronizing',
    defaultMessage: 'Backend is synchronizing ({percent})',
    description: 'badge while the server is still loading its mempool',
  },
  loading: {
    id: 'footer.loading',
    defaultMessage: 'Loading…',
    description: 'placeholder before the first data arrives',
  },
  unavailable: {
    id: 'footer.unavailable',
    defaultMessage: 'Unavailable',
    description:
      'in place of a figure while the API does not answer (a notice above names the API)',
  },
})
