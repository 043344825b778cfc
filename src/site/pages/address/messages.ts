// Every user-visible string of the address page.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  title: { id: 'site.address.title', defaultMessage: 'Address {address}' },
  heading: { id: 'site.address.heading', defaultMessage: 'Address' },
  loading: { id: 'site.address.loading', defaultMessage: 'Loading address…' },
  invalid: { id: 'site.address.invalid', defaultMessage: 'Invalid address' },
  invalidDetail: {
    id: 'site.address.invalid-detail',
    defaultMessage:
      '“{address}” is not a valid address on this network. Check it, or switch networks.',
  },
  failed: { id: 'site.address.failed', defaultMessage: 'The address could not be loaded' },
  failedDetail: {
    id: 'site.address.failed-detail',
    defaultMessage: 'The server answered: {message}. Please try again in a moment.',
  },
  tryAgain: { id: 'site.address.try-again', defaultMessage: 'Try again' },
  balances: { id: 'site.address.balances', defaultMessage: 'Balances' },
  confirmed: { id: 'site.address.confirmed', defaultMessage: 'Confirmed balance' },
  unconfirmed: { id: 'site.address.unconfirmed', defaultMessage: 'Unconfirmed' },
  received: { id: 'site.address.received', defaultMessage: 'Total received' },
  sent: { id: 'site.address.sent', defaultMessage: 'Total sent' },
  txCount: { id: 'site.address.tx-count', defaultMessage: 'Transactions' },
  txsHeading: {
    id: 'site.address.txs-heading',
    defaultMessage: '{count, plural, one {# transaction} other {# transactions}}',
  },
  txsLoading: { id: 'site.address.txs-loading', defaultMessage: 'Loading transactions…' },
  txsFailed: {
    id: 'site.address.txs-failed',
    defaultMessage: 'The transactions could not be loaded: {message}',
  },
})
