// Every string <mempool-block-overview> shows. Ids are `block-overview.<key>`; `npm run i18n:extract` copies
// them to the catalog.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  label: {
    id: 'block-overview.label',
    defaultMessage:
      'Block {height, number}: {count, plural, one {# transaction} other {# transactions}}',
    description:
      'accessible name of the block graph: the block height and its number of transactions',
  },
  loading: {
    id: 'block-overview.loading',
    defaultMessage: 'Loading block {id}…',
    description: 'accessible name and status while the block and its transactions load',
  },
  noBlock: {
    id: 'block-overview.no-block',
    defaultMessage: 'No block chosen.',
    description: 'error title when the element has no block attribute',
  },
  noBlockHint: {
    id: 'block-overview.no-block-hint',
    defaultMessage: 'Set the block attribute to a block height or a block hash.',
    description: 'what to do when the element has no block attribute',
  },
  notFound: {
    id: 'block-overview.not-found',
    defaultMessage: 'Block “{id}” was not found.',
    description: 'error title when the server knows no block with this height or hash',
  },
  notFoundHint: {
    id: 'block-overview.not-found-hint',
    defaultMessage:
      'Check the id: a height is digits only and must not be above the chain tip; a hash has 64 hexadecimal characters.',
    description: 'what to do when the block was not found',
  },
  unavailable: {
    id: 'block-overview.unavailable',
    defaultMessage: 'Block “{id}” could not be loaded: the API did not answer.',
    description: 'error title when the API failed or could not be reached',
  },
  unavailableHint: {
    id: 'block-overview.unavailable-hint',
    defaultMessage: 'Check the connection or the API address, then try again.',
    description: 'what to do when the API did not answer',
  },
  retry: {
    id: 'block-overview.retry',
    defaultMessage: 'Try again',
    description: 'button that loads the block again after a failure',
  },
})
