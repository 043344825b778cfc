// The RBF replacements page's strings.
import { defineMessages } from '@formatjs/intl'

export const messages = defineMessages({
  title: { id: 'site.rbf.title', defaultMessage: 'RBF replacements' },
  intro: {
    id: 'site.rbf.intro',
    defaultMessage:
      'The latest transactions replaced by fee (newest replacement first). Each chain lists the replacement, then the versions it replaced.',
  },
  fullRbfOnly: { id: 'site.rbf.full-rbf-only', defaultMessage: 'Full RBF only' },
  fullRbf: {
    id: 'site.rbf.full-rbf',
    defaultMessage: 'Full RBF',
    description: 'badge: a replaced version did not signal BIP125',
  },
  mined: { id: 'site.rbf.mined', defaultMessage: 'Mined' },
  chain: {
    id: 'site.rbf.chain',
    defaultMessage: 'Replacements of {txid}',
    description: 'accessible name of one replacement chain, by its newest txid',
  },
  replacement: { id: 'site.rbf.replacement', defaultMessage: 'Replacement' },
  replaced: {
    id: 'site.rbf.replaced',
    defaultMessage: 'Replaced after {interval}',
    description: 'a replaced version and how long it stayed before its replacement came',
  },
  replacedNoInterval: { id: 'site.rbf.replaced-plain', defaultMessage: 'Replaced' },
  fee: { id: 'site.rbf.fee', defaultMessage: 'Fee' },
  feeRate: { id: 'site.rbf.fee-rate', defaultMessage: 'Fee rate' },
  firstSeen: { id: 'site.rbf.first-seen', defaultMessage: 'First seen' },
  empty: {
    id: 'site.rbf.empty',
    defaultMessage: 'No replacements seen recently. New ones appear here as they happen.',
  },
  emptyFull: {
    id: 'site.rbf.empty-full',
    defaultMessage: 'No full-RBF replacements among the recent ones.',
  },
  loadFailed: {
    id: 'site.rbf.load-failed',
    defaultMessage: 'The replacements could not be loaded',
  },
  loadFailedDetail: {
    id: 'site.rbf.load-failed-detail',
    defaultMessage: 'The server answered: {message}. Reload the page to try again.',
  },
})
