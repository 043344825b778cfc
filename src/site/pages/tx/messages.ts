// Every user-visible string of the transaction page.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  pageTitle: { id: 'site.tx.page-title', defaultMessage: 'Transaction {txid}' },
  heading: { id: 'site.tx.heading', defaultMessage: 'Transaction' },
  loading: { id: 'site.tx.loading', defaultMessage: 'Loading transaction…' },
  invalidTitle: { id: 'site.tx.invalid-title', defaultMessage: 'Not a valid transaction id' },
  invalidDetail: {
    id: 'site.tx.invalid-detail',
    defaultMessage:
      'A transaction id is 64 hexadecimal characters. Check the link or search again.',
  },
  notFoundTitle: { id: 'site.tx.not-found-title', defaultMessage: 'Transaction not found' },
  waiting: {
    id: 'site.tx.waiting',
    defaultMessage: 'Transaction not found — waiting for it to appear in the mempool…',
  },
  waitingDetail: {
    id: 'site.tx.waiting-detail',
    defaultMessage:
      'This page shows the transaction as soon as the node sees it. If it was never broadcast, check the id.',
  },
  failedTitle: {
    id: 'site.tx.failed-title',
    defaultMessage: 'The transaction could not be loaded',
  },
  failedDetail: {
    id: 'site.tx.failed-detail',
    defaultMessage: 'The server answered: {message}. Try again in a moment.',
  },
  replacedBy: {
    id: 'site.tx.replaced-by',
    defaultMessage: 'This transaction has been replaced by {txid}.',
  },
  // status
  statusHeading: { id: 'site.tx.status-heading', defaultMessage: 'Status' },
  unconfirmed: { id: 'site.tx.unconfirmed', defaultMessage: 'Unconfirmed' },
  replaced: { id: 'site.tx.replaced', defaultMessage: 'Replaced' },
  confirmedIn: { id: 'site.tx.confirmed-in', defaultMessage: 'Confirmed in block {height}' },
  confirmations: {
    id: 'site.tx.confirmations',
    defaultMessage: '{count, plural, one {# confirmation} other {# confirmations}}',
  },
  blockTime: { id: 'site.tx.block-time', defaultMessage: 'Mined' },
  firstSeen: { id: 'site.tx.first-seen', defaultMessage: 'First seen' },
  eta: { id: 'site.tx.eta', defaultMessage: 'ETA' },
  etaMinutes: {
    id: 'site.tx.eta-minutes',
    defaultMessage: 'In ~{minutes, plural, one {# minute} other {# minutes}}',
  },
  etaUnknown: { id: 'site.tx.eta-unknown', defaultMessage: 'Waiting for a projected position…' },
  projectedBlock: { id: 'site.tx.projected-block', defaultMessage: 'In projected block {n}' },
  // fees
  feesHeading: { id: 'site.tx.fees-heading', defaultMessage: 'Fees' },
  fee: { id: 'site.tx.fee', defaultMessage: 'Fee' },
  feeRate: { id: 'site.tx.fee-rate', defaultMessage: 'Fee rate' },
  effectiveFeeRate: { id: 'site.tx.effective-fee-rate', defaultMessage: 'Effective fee rate' },
  size: { id: 'site.tx.size', defaultMessage: 'Virtual size' },
  weight: { id: 'site.tx.weight', defaultMessage: 'Weight' },
  value: { id: 'site.tx.value', defaultMessage: 'Value' },
  coinbaseFee: { id: 'site.tx.coinbase-fee', defaultMessage: 'None (coinbase)' },
  // flags
  flagsHeading: { id: 'site.tx.flags-heading', defaultMessage: 'Features' },
  rbfSignal: { id: 'site.tx.rbf-signal', defaultMessage: 'RBF' },
  // cpfp
  cpfpHeading: { id: 'site.tx.cpfp-heading', defaultMessage: 'CPFP relatives' },
  ancestors: { id: 'site.tx.ancestors', defaultMessage: 'Ancestors' },
  descendants: { id: 'site.tx.descendants', defaultMessage: 'Descendants' },
  bestDescendant: { id: 'site.tx.best-descendant', defaultMessage: 'Best descendant' },
  relativeRate: { id: 'site.tx.relative-rate', defaultMessage: '{fee} · {rate}' },
  // rbf
  rbfHeading: { id: 'site.tx.rbf-heading', defaultMessage: 'RBF history' },
  fullRbf: { id: 'site.tx.full-rbf', defaultMessage: 'Full RBF' },
  mined: { id: 'site.tx.mined', defaultMessage: 'Mined' },
  thisVersion: { id: 'site.tx.this-version', defaultMessage: '(this transaction)' },
  replacedAfter: {
    id: 'site.tx.replaced-after',
    defaultMessage: 'replaced after {seconds, plural, one {# second} other {# seconds}}',
  },
  replaces: { id: 'site.tx.replaces', defaultMessage: 'Replaces' },
  details: { id: 'site.tx.details', defaultMessage: 'Inputs and outputs' },
})
