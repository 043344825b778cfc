// Strings of the text-alternative table; they load with it.
import { defineMessages } from '@formatjs/intl'

export const tableMessages = defineMessages({
  caption: {
    id: 'block-graph.table.caption',
    defaultMessage: '{count, plural, one {# transaction} other {# transactions}}',
  },
  transaction: { id: 'block-graph.table.transaction', defaultMessage: 'Transaction' },
  feeRate: { id: 'block-graph.table.fee-rate', defaultMessage: 'Fee rate' },
  fee: { id: 'block-graph.table.fee', defaultMessage: 'Fee' },
  virtualSize: { id: 'block-graph.table.virtual-size', defaultMessage: 'Virtual size' },
  weight: {
    id: 'block-graph.table.weight',
    defaultMessage: 'Weight',
    description: 'column of sizes in weight units (instead of the virtual size)',
  },
  amount: { id: 'block-graph.table.amount', defaultMessage: 'Amount' },
  audit: { id: 'block-graph.table.audit', defaultMessage: 'Audit' },
  pages: {
    id: 'block-graph.table.pages',
    defaultMessage: 'Transaction pages',
    description: 'accessible name of the pager',
  },
  previous: { id: 'block-graph.table.previous', defaultMessage: 'Previous' },
  next: { id: 'block-graph.table.next', defaultMessage: 'Next' },
  page: {
    id: 'block-graph.table.page',
    defaultMessage: 'Page {page, number} of {pages, number}',
  },
})
